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
