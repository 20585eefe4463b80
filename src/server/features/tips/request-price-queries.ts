import type { Db } from '../../db/connection';
import type { PriceState, RequestPriceStatus } from '../../db/types';

export type PriceRow = NonNullable<Awaited<ReturnType<typeof findPriceOfRequest>>>;

/** A request's price with what decides it: the request's status and its show's. */
export function findPriceOfRequest(db: Db, requestId: number) {
  return db
    .selectFrom('request_prices as p')
    .innerJoin('song_requests as r', 'r.id', 'p.request_id')
    .innerJoin('live_sessions as s', 's.id', 'p.session_id')
    .select([
      'p.id',
      'p.request_id',
      'p.musician_id',
      'p.session_id',
      'p.provider_payment_id',
      'p.amount',
      'p.tip_amount',
      'p.fee_amount',
      'p.net_amount',
      'p.status',
      'r.status as request_status',
      'r.fan_name',
      'r.song_title',
      's.status as session_status',
      's.started_at',
    ])
    .where('p.request_id', '=', requestId)
    .executeTakeFirst();
}

export const findPriceOfPayment = (db: Db, paymentId: string) =>
  db.selectFrom('request_prices').select('request_id').where('provider_payment_id', '=', paymentId).executeTakeFirst();

export async function insertHeldPrice(
  db: Db,
  values: {
    request_id: number;
    musician_id: number;
    session_id: number;
    provider: string;
    provider_payment_id: string;
    amount: number;
    tip_amount: number;
    fee_amount: number;
    at: string;
  },
): Promise<void> {
  const { at, ...rest } = values;
  await db
    .insertInto('request_prices')
    .values({ ...rest, net_amount: values.amount - values.fee_amount, status: 'held', created_at: at })
    .execute();
  await setPriceState(db, values.request_id, 'held', at);
}

/** Moves a price on from `from` only: of two writers (a tap and the job, a webhook), one moves it. */
export async function movePrice(
  db: Db,
  id: number,
  from: RequestPriceStatus,
  to: RequestPriceStatus,
  at: string,
  refundId?: string,
): Promise<boolean> {
  const result = await db
    .updateTable('request_prices')
    .set({ status: to, decided_at: at, ...(refundId ? { provider_refund_id: refundId } : {}) })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setPriceState(db: Db, requestId: number, state: PriceState, at: string): Promise<void> {
  await db
    .updateTable('song_requests')
    .set({ price_state: state, updated_at: at })
    .where('id', '=', requestId)
    .execute();
}

/**
 * Prices out of step with their request: held while the request is decided (accepted, played,
 * declined) or its show is over (ended, or started by `startedBefore`), and captured for a
 * request not played that is declined or whose show is over. A tap settles its own at once; this
 * finds what a provider error or a lost answer left behind, and what the end of a show decides.
 */
export function pricesToSettle(db: Db, startedBefore: string, limit: number) {
  return db
    .selectFrom('request_prices as p')
    .innerJoin('song_requests as r', 'r.id', 'p.request_id')
    .innerJoin('live_sessions as s', 's.id', 'p.session_id')
    .select('p.request_id')
    .where((eb) => {
      const over = eb.or([eb('s.status', '=', 'ended'), eb('s.started_at', '<=', startedBefore)]);
      return eb.or([
        eb.and([eb('p.status', '=', 'held'), eb.or([eb('r.status', '<>', 'pending'), over])]),
        eb.and([
          eb('p.status', '=', 'captured'),
          eb('r.status', '<>', 'played'),
          eb.or([eb('r.status', '=', 'declined'), over]),
        ]),
      ]);
    })
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

/** Prices held on cards for these requests (a stage action's, to settle after it commits). */
export const heldOrCapturedAmong = (db: Db, requestIds: readonly number[]) =>
  requestIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('request_prices')
        .select('request_id')
        .where('request_id', 'in', requestIds)
        .where('status', 'in', ['held', 'captured'])
        .execute();

/** A show's prices still held, or captured and perhaps to go back. */
export const openPricesOfShow = (db: Db, sessionId: number) =>
  db
    .selectFrom('request_prices')
    .select('request_id')
    .where('session_id', '=', sessionId)
    .where('status', 'in', ['held', 'captured'])
    .execute();
