const DAY_MS = 86_400_000;

/** The same day of the next month or year, kept to the month's last day (31 Jan -> 28/29 Feb), in UTC. */
export function addInterval(from: Date, interval: 'month' | 'year'): Date {
  const months = interval === 'year' ? 12 : 1;
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export const addDays = (from: Date, days: number): Date => new Date(from.getTime() + days * DAY_MS);

/** Whole days left until `end`, counting a started day as one (13.2 days left reads as 14); never below 0. */
export const daysUntil = (end: string | null, now: Date): number =>
  end ? Math.max(0, Math.ceil((new Date(end).getTime() - now.getTime()) / DAY_MS)) : 0;

export const intervalOf = (plan: 'monthly' | 'yearly'): 'month' | 'year' => (plan === 'yearly' ? 'year' : 'month');

/** The 30-day money-back promise (spec 1 §9). */
export const MONEY_BACK_DAYS = 30;

/**
 * A failed renewal is tried again after 1 and then 3 days; a third failure lapses the plan.
 * Stripe's own Smart Retries do the same for the `stripe` provider.
 */
export const RENEWAL_RETRY_DAYS = [1, 3] as const;
