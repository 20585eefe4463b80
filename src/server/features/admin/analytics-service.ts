import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { getPlatformSettings } from '../platform/public';
import {
  analyticsMessages,
  type AnalyticsDay,
  type AnalyticsQuery,
  type AnalyticsReport,
} from '../../../shared/admin/analytics';
import { moneyReport } from './money-report-service';
import {
  lastPaidPeriodEnds,
  paidPeriodsOverlapping,
  requestsPerDay,
  showsOverlapping,
  signupsPerDay,
  trialsEnded,
} from './analytics-queries';

const DAY_MS = 86_400_000;
const AVERAGE_MONTH_MS = 30.4375 * DAY_MS;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

/**
 * The first day the Analytics tab may show: analytics_retention_days counts back from today, today
 * included. The tab reads no row older than that; the rows themselves are governed by their own
 * rules (money records are kept for the accounts, decision 019), not by this setting (decision 026).
 */
export function firstKeptDay(today: string, retentionDays: number): string {
  return ymd(dayStart(today) - (retentionDays - 1) * DAY_MS);
}

/** A paid period's amount per month: a yearly plan's ÷ 12, in whole pence. */
function monthlyAmount(period: { amount: number; period_start: string; period_end: string }): number {
  const months = Math.max(
    1,
    Math.round((Date.parse(period.period_end) - Date.parse(period.period_start)) / AVERAGE_MONTH_MS),
  );
  return Math.round(period.amount / months);
}

const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 100));

/**
 * How the platform was used, day by day (UTC) from `from` to `to`: requests, tips, fees and payouts
 * (the money report's figures, reused as they are), musicians with a live show, musician sign-ups,
 * trials that ended and how many of them paid since, MRR at each day's end and churned subscriptions.
 */
export async function analyticsReport(ctx: AppContext, query: AnalyticsQuery): Promise<AnalyticsReport> {
  const now = ctx.clock.now();
  const today = ymd(now.getTime());
  const { analytics_retention_days: retentionDays } = await getPlatformSettings(ctx.db);
  const keptFrom = firstKeptDay(today, retentionDays);
  if (query.from > query.to) throw badRequest(analyticsMessages.order, 'date_range_invalid');
  if (query.to > today) throw badRequest(analyticsMessages.future, 'date_range_invalid');
  const dayCount = (dayStart(query.to) - dayStart(query.from)) / DAY_MS + 1;
  if (dayCount > 366) throw badRequest(analyticsMessages.tooLong, 'date_range_invalid');
  if (query.from < keptFrom) throw badRequest(analyticsMessages.notKept(retentionDays, keptFrom), 'date_range_invalid');

  const window = { start: `${query.from}T00:00:00.000Z`, end: new Date(dayStart(query.to) + DAY_MS).toISOString() };
  const nowIso = now.toISOString();
  const [money, requests, signups, shows, trials, periods, churnEnds] = await Promise.all([
    moneyReport(ctx, { period: 'day', from: query.from, to: query.to }),
    requestsPerDay(ctx.db, window),
    signupsPerDay(ctx.db, window),
    showsOverlapping(ctx.db, window),
    trialsEnded(ctx.db, window),
    paidPeriodsOverlapping(ctx.db, window),
    lastPaidPeriodEnds(ctx.db, window, nowIso),
  ]);

  const days: AnalyticsDay[] = Array.from({ length: dayCount }, (_, index) => ({
    day: ymd(dayStart(query.from) + index * DAY_MS),
    requests: 0,
    tips: 0,
    fees: 0,
    payouts: 0,
    active_musicians: 0,
    signups: 0,
    trials_ended: 0,
    trials_converted: 0,
    mrr: 0,
    churned: 0,
  }));
  const indexOf = (instant: string) => Math.floor((Date.parse(instant) - Date.parse(window.start)) / DAY_MS);
  const at = (instant: string) => days[indexOf(instant)];

  for (const row of money.rows) {
    const day = at(row.period_start);
    if (day) Object.assign(day, { tips: row.tips, fees: row.fees, payouts: row.payouts });
  }
  for (const row of requests) at(row.day)!.requests = row.count;
  for (const row of signups) at(row.day)!.signups = row.count;
  for (const trial of trials) {
    // A trial ending later today has not ended yet.
    if (trial.trial_ends_at > nowIso) continue;
    const day = at(trial.trial_ends_at)!;
    day.trials_ended += 1;
    if (trial.converted) day.trials_converted += 1;
  }
  for (const end of churnEnds) at(end)!.churned += 1;

  // Musicians with a show open at some moment of each day; a show still open runs until now.
  const musiciansByDay = days.map(() => new Set<number>());
  const everyMusician = new Set<number>();
  for (const show of shows) {
    const first = Math.max(0, indexOf(show.started_at));
    const last = Math.min(days.length - 1, indexOf(show.ended_at ?? nowIso));
    for (let index = first; index <= last; index += 1) musiciansByDay[index]!.add(show.musician_id);
    if (first <= last) everyMusician.add(show.musician_id);
  }
  musiciansByDay.forEach((musicians, index) => (days[index]!.active_musicians = musicians.size));

  // MRR at the end of each day (today: now): the paid periods running at that moment.
  for (const period of periods) {
    const from = Math.max(0, indexOf(period.period_start));
    const to = Math.min(days.length - 1, indexOf(period.period_end));
    for (let index = from; index <= to; index += 1) {
      const moment = Math.min(dayStart(days[index]!.day) + DAY_MS - 1, now.getTime());
      if (Date.parse(period.period_start) <= moment && moment < Date.parse(period.period_end)) {
        days[index]!.mrr += monthlyAmount(period);
      }
    }
  }

  const sum = (key: keyof Omit<AnalyticsDay, 'day'>) => days.reduce((total, day) => total + day[key], 0);
  const trialsEndedTotal = sum('trials_ended');
  const trialsConvertedTotal = sum('trials_converted');
  return {
    from: query.from,
    to: query.to,
    retention_days: retentionDays,
    kept_from: keptFrom,
    days,
    totals: {
      requests: sum('requests'),
      tips: sum('tips'),
      fees: sum('fees'),
      payouts: sum('payouts'),
      active_musicians: everyMusician.size,
      signups: sum('signups'),
      trials_ended: trialsEndedTotal,
      trials_converted: trialsConvertedTotal,
      trial_conversion_percent: percent(trialsConvertedTotal, trialsEndedTotal),
      mrr: days.at(-1)!.mrr,
      churned: sum('churned'),
    },
  };
}
