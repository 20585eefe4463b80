import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import { badRequest } from '../../http/errors';
import { todayIso } from '../../../shared/dates';
import {
  addDays,
  describeRepeat,
  MAX_SERIES_YEARS,
  SERIES_HORIZON_DAYS,
  seriesDate,
} from '../../../shared/gigs/gig-series';
import { gigMessages, type Gig, type GigBody } from '../../../shared/gigs';
import { findSeriesRules, type GigValues } from './queries';
import { insertSeries, insertSeriesDate, listSeriesToExtend, recordGenerated, type GigSeries } from './series-queries';

type Repeat = NonNullable<GigBody['repeat']>;

/** A series' end must follow its first date and come within five years of it. */
export function checkRepeat(firstDate: string, repeat: Repeat): void {
  if (!repeat.ends_on) return;
  if (repeat.ends_on <= firstDate) throw badRequest(gigMessages.repeatEndBeforeStart, 'gig_repeat_invalid');
  const [year, rest] = [Number(firstDate.slice(0, 4)), firstDate.slice(4)];
  if (repeat.ends_on > `${year + MAX_SERIES_YEARS}${rest}`)
    throw badRequest(gigMessages.repeatTooLong, 'gig_repeat_invalid');
}

/** The farthest date the generator makes now: a year ahead of today (London). */
export const seriesHorizon = (ctx: AppContext) => addDays(todayIso(ctx.clock.now()), SERIES_HORIZON_DAYS);

/**
 * A new series and its dates up to the horizon, in the caller's transaction. Returns the first
 * date's row (the one followers hear about) and how many dates were made.
 */
export async function createSeries(
  trx: Db,
  ctx: AppContext,
  musicianId: number,
  values: GigValues,
  repeat: Repeat,
  at: string,
) {
  const { scheduled_date: firstDate, ...template } = values;
  const series = await insertSeries(trx, {
    musician_id: musicianId,
    frequency: repeat.frequency,
    first_date: firstDate,
    ends_on: repeat.ends_on ?? null,
    occurrences: repeat.occurrences ?? null,
    generated_through: firstDate,
    generated_count: 0,
    ...template,
    created_at: at,
    updated_at: at,
  });
  const made = await makeDates(trx, series, seriesHorizon(ctx), at);
  const first = made[0];
  if (!first) throw new Error('a new series made no dates'); // the first date is never past the horizon
  return { first, count: made.length };
}

/**
 * Makes the series' dates from where it got to, up to `horizon`, its end date or its count. Each
 * date comes from the series' template, so "this and following" edits reach dates made later.
 */
async function makeDates(trx: Db, series: GigSeries, horizon: string, at: string) {
  const made: Awaited<ReturnType<typeof insertSeriesDate>>[] = [];
  const last = series.ends_on && series.ends_on < horizon ? series.ends_on : horizon;
  let index = series.generated_count;
  for (; series.occurrences === null || index < series.occurrences; index += 1) {
    const date = seriesDate(series.frequency, series.first_date, index);
    if (date > last) break;
    made.push(
      await insertSeriesDate(
        trx,
        series.musician_id,
        series.id,
        date,
        {
          venue_id: series.venue_id,
          venue_name: series.venue_name,
          location_address: series.location_address,
          session_name: series.session_name,
          scheduled_date: date,
          scheduled_start_time: series.scheduled_start_time,
          scheduled_end_time: series.scheduled_end_time ?? series.scheduled_start_time,
          is_publicly_visible: series.is_publicly_visible ? 1 : 0,
        },
        at,
      ),
    );
  }
  await recordGenerated(trx, series.id, last, index, at);
  return made.filter((row) => row !== undefined);
}

/** The daily job: every open series gets its dates up to a year ahead, as time passes. */
export async function extendGigSeries(ctx: AppContext): Promise<void> {
  const horizon = seriesHorizon(ctx);
  const at = ctx.clock.now().toISOString();
  for (const series of await listSeriesToExtend(ctx.db, horizon)) {
    await ctx.db.transaction().execute((trx) => makeDates(trx, series, horizon, at));
  }
}

/** The gigs with their series' label ("Every Thursday"), read in one query for the whole list. */
export async function withSeries<T extends { series_id?: number | null }>(
  db: Db,
  rows: T[],
): Promise<(Omit<T, 'series_id'> & { series: Gig['series'] })[]> {
  const ids = [...new Set(rows.map((row) => row.series_id).filter((id): id is number => typeof id === 'number'))];
  const rules = new Map((await findSeriesRules(db, ids)).map((rule) => [rule.id, rule]));
  return rows.map(({ series_id: seriesId, ...row }) => {
    const rule = seriesId ? rules.get(seriesId) : undefined;
    return { ...row, series: rule ? { id: rule.id, label: describeRepeat(rule.frequency, rule.first_date) } : null };
  });
}
