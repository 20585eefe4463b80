import { describe, expect, it } from 'vitest';
import { formatTipChip, parseSuggestedTips } from './tip-chips';

describe('tip chips', () => {
  it('read as pounds, with pence only when there are some', () => {
    expect([100, 250, 1500, 100_000].map(formatTipChip)).toEqual(['£1', '£2.50', '£15', '£1000']);
  });

  it('survive the stored comma-separated list, £1,000 included', () => {
    const stored = [100, 250, 100_000].map(formatTipChip).join(',');
    expect(parseSuggestedTips(stored)).toEqual([100, 250, 100_000]);
    expect(parseSuggestedTips('£1, x, ,£5')).toEqual([100, 500]);
  });
});
