/**
 * 1234567 as '1,234,567', as en-GB writes it, without Number#toLocaleString: its first call builds
 * an Intl.NumberFormat, tens of milliseconds of a phone's first render.
 */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Money is integer pence everywhere; it becomes "£12.34" only when shown. */
export function formatPence(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(pence));
  const pounds = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}£${groupThousands(pounds)}.${rest}`;
}

/**
 * Parses a pounds amount typed by a person ("12", "12.3", "£12.34") into pence, or null when it is
 * not a non-negative amount with at most two decimals. String arithmetic avoids float rounding.
 */
export function parsePoundsToPence(input: string): number | null {
  const match = /^\s*£?\s*(\d{1,7})(?:\.(\d{0,2}))?\s*$/.exec(input);
  if (!match) return null;
  const pounds = Number(match[1]);
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return pounds * 100 + Number(fraction);
}

/**
 * The platform's cut of an amount, in pence, for a fee given in basis points (500 = 5 %).
 * Rounded half up to the nearest penny, once, here: every fee in the app comes from this function.
 */
export function platformFee(amountPence: number, feeBasisPoints: number): number {
  return Math.floor((amountPence * feeBasisPoints + 5000) / 10000);
}
