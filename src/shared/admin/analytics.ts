import { z } from 'zod';

/**
 * Not in the spec (the spec's Analytics tab is a placeholder): how the platform is used, day by
 * day (UTC), for the admin's Analytics tab and its CSV. Amounts are pence.
 */
export const analyticsQuery = z.strictObject({
  /** Inclusive YYYY-MM-DD bounds (UTC): at most 366 days, none before the kept window, none after today. */
  from: z.iso.date({ error: 'Give the first day as YYYY-MM-DD' }),
  to: z.iso.date({ error: 'Give the last day as YYYY-MM-DD' }),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

export const analyticsMessages = {
  order: 'The first day must not be after the last day',
  tooLong: 'Choose a range of 1 to 366 days',
  future: 'The last day cannot be after today',
  /** Followed by the first day still kept. */
  notKept: (days: number, firstKept: string) =>
    `Analytics are kept for ${days} days: choose a first day on or after ${firstKept}`,
} as const;

export const analyticsDay = z.object({
  day: z.iso.date(),
  /** Song requests sent by fans that day. */
  requests: z.number().int(),
  /** Tips paid that day (pence), as the money report counts them. */
  tips: z.number().int(),
  /** The platform's fees on those tips (pence). */
  fees: z.number().int(),
  /** Payouts paid to musicians that day (pence). */
  payouts: z.number().int(),
  /** Musicians with a live show open at some time that day. */
  active_musicians: z.number().int(),
  /** Musician accounts created that day (deleted ones included: they did sign up). */
  signups: z.number().int(),
  /** Trials whose end fell on that day. */
  trials_ended: z.number().int(),
  /** Of those trials, the ones whose subscription has been paid for since. */
  trials_converted: z.number().int(),
  /** Monthly recurring revenue at the end of the day (pence): paid, unrefunded periods, yearly ones ÷ 12. */
  mrr: z.number().int(),
  /** Paid subscriptions whose last paid period ended that day and was not renewed. */
  churned: z.number().int(),
});
export type AnalyticsDay = z.infer<typeof analyticsDay>;

export const analyticsReport = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  /** The analytics_retention_days setting, and the first day it still lets the tab show. */
  retention_days: z.number().int(),
  kept_from: z.iso.date(),
  /** One row per day of the range, days without activity included (zeros). */
  days: z.array(analyticsDay),
  /**
   * The range's sums, except active_musicians (distinct musicians with a show in the range) and
   * mrr (at the end of the last day).
   */
  totals: analyticsDay.omit({ day: true }).extend({
    /** trials_converted ÷ trials_ended in whole percent; null when no trial ended. */
    trial_conversion_percent: z.number().int().nullable(),
  }),
});
export type AnalyticsReport = z.infer<typeof analyticsReport>;

/** The CSV's columns, in order: the day, then every figure of a day. */
export const analyticsColumns = [
  'day',
  'requests',
  'tips',
  'fees',
  'payouts',
  'active_musicians',
  'signups',
  'trials_ended',
  'trials_converted',
  'mrr',
  'churned',
] as const satisfies readonly (keyof AnalyticsDay)[];
