/**
 * Shares are typed as percent with up to two decimals and kept as basis points (docs/decisions/035):
 * '12.5' is 1,250. Anything else (three decimals, over 100, letters) is not a share.
 */
export function percentToBps(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return null;
  const bps = Math.round(Number(trimmed) * 100);
  return bps <= 10_000 ? bps : null;
}

/** 1,250 basis points read as '12.5'. */
export const bpsToPercent = (bps: number): string => String(bps / 100);

/** '12.5 %', for people. */
export const formatShare = (bps: number): string => `${bpsToPercent(bps)} %`;

type Holder = { id: number; role: string; share_bps: number | null; proposed_share_bps: number | null };

/**
 * Where the shares editor starts (decision 035: an invitation's share proposal applies only when a
 * leader saves): a member with a pending proposal starts at it, and the longest-standing leader
 * (the first leader; the roster is oldest first) at what the others leave of 100 %, so a leader who
 * invited 25 % and 25 % sees 50/25/25 ready to save. When the proposals alone pass 100 %, the
 * leaders keep their saved shares and the total says what is too much.
 */
export function startingShares(holders: Holder[]): Record<number, number> {
  const start = Object.fromEntries(holders.map((h) => [h.id, h.proposed_share_bps ?? h.share_bps ?? 0]));
  if (!holders.some((h) => h.proposed_share_bps !== null)) return start;
  const leader = holders.find((h) => h.role === 'leader');
  if (!leader) return start;
  const others = holders.filter((h) => h.id !== leader.id).reduce((sum, h) => sum + start[h.id]!, 0);
  if (others <= 10_000) start[leader.id] = 10_000 - others;
  return start;
}
