import { describe, expect, it } from 'vitest';
import { bpsToPercent, percentToBps, startingShares } from './share-percent';

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

describe('where the shares editor starts', () => {
  const leader = { id: 1, role: 'leader', share_bps: 10_000, proposed_share_bps: null };
  it('starts from the invitations’ proposals, the leader holding what is left', () => {
    expect(
      startingShares([
        leader,
        { id: 2, role: 'member', share_bps: 0, proposed_share_bps: 2_500 },
        { id: 3, role: 'member', share_bps: 0, proposed_share_bps: 2_500 },
      ]),
    ).toEqual({ 1: 5_000, 2: 2_500, 3: 2_500 });
  });
  it('keeps the saved shares when nothing is proposed', () => {
    expect(
      startingShares([
        { ...leader, share_bps: 6_000 },
        { id: 2, role: 'member', share_bps: 4_000, proposed_share_bps: null },
      ]),
    ).toEqual({
      1: 6_000,
      2: 4_000,
    });
  });
  it('leaves the leader’s saved share when the proposals alone pass 100 %', () => {
    expect(
      startingShares([
        leader,
        { id: 2, role: 'member', share_bps: 0, proposed_share_bps: 7_000 },
        { id: 3, role: 'member', share_bps: 0, proposed_share_bps: 6_000 },
      ]),
    ).toEqual({ 1: 10_000, 2: 7_000, 3: 6_000 });
  });
});
