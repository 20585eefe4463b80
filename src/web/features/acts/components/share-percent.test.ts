import { describe, expect, it } from 'vitest';
import { bpsToPercent, percentToBps } from './share-percent';

describe('share percent', () => {
  it('reads percent with up to two decimals as basis points', () => {
    expect(percentToBps('50')).toBe(5000);
    expect(percentToBps('12.5')).toBe(1250);
    expect(percentToBps('33.33')).toBe(3333);
    expect(percentToBps(' 0,01 ')).toBe(1);
    expect(percentToBps('100')).toBe(10_000);
    expect(percentToBps('0')).toBe(0);
  });

  it('refuses what is not a share', () => {
    for (const text of ['', '12.345', '100.01', '101', '-1', 'ten', '1e2', '.5']) expect(percentToBps(text)).toBeNull();
  });

  it('writes basis points back as the percent typed', () => {
    expect(bpsToPercent(3333)).toBe('33.33');
    expect(bpsToPercent(2500)).toBe('25');
    expect(percentToBps(bpsToPercent(1))).toBe(1);
  });
});
