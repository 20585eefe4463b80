import { z } from 'zod';
import { monthLabel } from '../dates';
import { gigStartInstant } from '../gigs/gig-start';

/**
 * Earnings statements (issue 46): a UK tax year (6 April to 5 April, "2026-27") or a calendar
 * month ("2026-11"), in UK local time, so a tip at 23:30 on 5 April is in the year it happened in.
 */
export const statementPeriod = z
  .string()
  .regex(/^(\d{4}-\d{2})$/, 'Choose a tax year (2026-27) or a month (2026-11)')
  .refine((value) => {
    const [first, second] = value.split('-').map(Number) as [number, number];
    return (second >= 1 && second <= 12) || (second > 12 && second === (first + 1) % 100);
  }, 'Choose a tax year (2026-27) or a month (2026-11)');

/**
 * Without a period, the current tax year. A statement is one's own money in the act (decision 035);
 * `scope=act` is the whole act's (leaders), `act_id` one's own in another act, or one left.
 */
export const statementQuery = z.strictObject({
  period: statementPeriod.optional(),
  scope: z.enum(['own', 'act']).optional(),
  act_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export interface PeriodBounds {
  label: string;
  /** Epoch ms, inclusive. */
  start: number;
  /** Epoch ms, exclusive. */
  end: number;
}

const midnight = (date: string) => gigStartInstant(date, '00:00')!;
const pad = (value: number) => String(value).padStart(2, '0');

/** A tax year's or a month's first and last instants, London time. `2026-27` is a tax year, `2026-11` a month. */
export function periodBounds(period: string): PeriodBounds {
  const [first, second] = period.split('-').map(Number) as [number, number];
  // After the year, a number past 12 is the tax year's second year ("2026-27"), otherwise a month.
  if (second > 12) {
    return {
      label: `Tax year 6 April ${first} to 5 April ${first + 1}`,
      start: midnight(`${first}-04-06`),
      end: midnight(`${first + 1}-04-06`),
    };
  }
  const nextYear = second === 12 ? first + 1 : first;
  const nextMonth = second === 12 ? 1 : second + 1;
  return {
    label: monthLabel(`${first}-${pad(second)}`),
    start: midnight(`${first}-${pad(second)}-01`),
    end: midnight(`${nextYear}-${pad(nextMonth)}-01`),
  };
}

/** The tax year an instant falls in, London time: 2027-04-05T22:30Z (23:30 BST) is in 2026-27. */
export function taxYearOf(instant: number): string {
  const londonDate = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
  const [year, month, day] = londonDate.split('-').map(Number) as [number, number, number];
  const startYear = month > 4 || (month === 4 && day >= 6) ? year : year - 1;
  return `${startYear}-${pad((startYear + 1) % 100)}`;
}

const line = z.object({ count: z.number(), amount: z.number() });

export const statementResponse = z.object({
  period: z.string(),
  label: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  opening_balance: z.number(),
  closing_balance: z.number(),
  tips: z.object({ count: z.number(), gross: z.number(), fee: z.number(), net: z.number() }),
  request_prices: line,
  refunds: line,
  disputes_held: line,
  disputes_released: line,
  disputes_lost: line,
  withdrawals_requested: line,
  withdrawals_returned: line,
  /** Paid out to the bank in the period (no effect on the balance: it left when requested). */
  payouts_sent: line,
  has_data: z.boolean(),
  /** Periods with any movement, newest first, for the picker. */
  periods_with_data: z.array(z.string()),
});
export type Statement = z.infer<typeof statementResponse>;
