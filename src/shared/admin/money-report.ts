import { z } from 'zod';

/** Not in the spec: the back office's money report, pence, by day or ISO week. */
export const moneyReportQuery = z.strictObject({
  period: z.enum(['day', 'week']).default('day'),
  /** Inclusive YYYY-MM-DD bounds (UTC); at most 366 days apart. */
  from: z.iso.date({ error: 'Give the first day as YYYY-MM-DD' }),
  to: z.iso.date({ error: 'Give the last day as YYYY-MM-DD' }),
});

export const moneyReportRow = z.object({
  /** The day, or the Monday that starts the week. */
  period_start: z.string(),
  tips: z.number().int(),
  fees: z.number().int(),
  refunds: z.number().int(),
  refunded_fees: z.number().int(),
  disputes_lost: z.number().int(),
  payouts: z.number().int(),
  subscriptions: z.number().int(),
  subscription_refunds: z.number().int(),
  /** fees − refunded fees + subscriptions − subscription refunds. */
  revenue: z.number().int(),
});
export type MoneyReportRow = z.infer<typeof moneyReportRow>;

export const moneyReport = z.object({
  rows: z.array(moneyReportRow),
  totals: moneyReportRow.omit({ period_start: true }),
});
export type MoneyReport = z.infer<typeof moneyReport>;

export const moneyReportColumns = [
  'period_start',
  'tips',
  'fees',
  'refunds',
  'refunded_fees',
  'disputes_lost',
  'payouts',
  'subscriptions',
  'subscription_refunds',
  'revenue',
] as const;
