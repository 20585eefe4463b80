import type { Db } from '../../db/connection';
import type { CheckoutStatus, RequestCheckoutsTable } from '../../db/types';
import type { Insertable, Selectable } from 'kysely';

export type CheckoutRow = Pick<
  Selectable<RequestCheckoutsTable>,
  | 'public_id'
  | 'session_id'
  | 'musician_id'
  | 'provider_payment_id'
  | 'amount'
  | 'tip_amount'
  | 'price_amount'
  | 'is_premium'
  | 'song_title'
  | 'artist_name'
  | 'fan_name'
  | 'message'
  | 'device_id'
  | 'ip_hash'
  | 'status'
  | 'failure_message'
  | 'request_id'
  | 'receipt_email'
  | 'created_at'
> & { id: number };

const columns = [
  'id',
  'public_id',
  'receipt_email',
  'session_id',
  'musician_id',
  'provider_payment_id',
  'amount',
  'tip_amount',
  'price_amount',
  'is_premium',
  'song_title',
  'artist_name',
  'fan_name',
  'message',
  'device_id',
  'ip_hash',
  'status',
  'failure_message',
  'request_id',
  'created_at',
] as const;

export async function insertCheckout(db: Db, values: Insertable<RequestCheckoutsTable>): Promise<number> {
  const { id } = await db.insertInto('request_checkouts').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export const findCheckoutByPublicId = (db: Db, publicId: string): Promise<CheckoutRow | undefined> =>
  db.selectFrom('request_checkouts').select(columns).where('public_id', '=', publicId).executeTakeFirst();

export const findCheckoutById = (db: Db, id: number): Promise<CheckoutRow | undefined> =>
  db.selectFrom('request_checkouts').select(columns).where('id', '=', id).executeTakeFirst();

export const findCheckoutByPayment = (db: Db, paymentId: string): Promise<CheckoutRow | undefined> =>
  db.selectFrom('request_checkouts').select(columns).where('provider_payment_id', '=', paymentId).executeTakeFirst();

export async function attachPayment(db: Db, id: number, paymentId: string, at: string): Promise<void> {
  await db
    .updateTable('request_checkouts')
    .set({ provider_payment_id: paymentId, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/**
 * Moves a checkout on from 'awaiting_payment' only: of two settles of one payment (a replayed
 * webhook, a second confirm), one moves it and the other finds nothing to do.
 */
export async function finishCheckout(
  db: Db,
  id: number,
  values: { status: CheckoutStatus; failure_message?: string | null; request_id?: number | null; at: string },
): Promise<boolean> {
  const { at, ...rest } = values;
  const result = await db
    .updateTable('request_checkouts')
    .set({ ...rest, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'awaiting_payment')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function noteDecline(db: Db, id: number, message: string | null, at: string): Promise<void> {
  await db
    .updateTable('request_checkouts')
    .set({ failure_message: message, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'awaiting_payment')
    .execute();
}

export const abandonedCheckouts = (db: Db, createdBefore: string, limit: number): Promise<CheckoutRow[]> =>
  db
    .selectFrom('request_checkouts')
    .select(columns)
    .where('status', '=', 'awaiting_payment')
    .where('created_at', '<', createdBefore)
    .orderBy('created_at')
    .limit(limit)
    .execute();

export async function insertSucceededTip(
  db: Db,
  values: {
    musician_id: number;
    request_id: number;
    session_id: number;
    amount: number;
    fee_amount: number;
    provider: string;
    provider_payment_id: string;
    fan_name: string | null;
    at: string;
  },
): Promise<{ id: number; musician_id: number; net_amount: number; created_at: string }> {
  const { at, ...rest } = values;
  return db
    .insertInto('tips')
    .values({
      ...rest,
      net_amount: values.amount - values.fee_amount,
      status: 'succeeded',
      created_at: at,
      updated_at: at,
    })
    .returning(['id', 'musician_id', 'net_amount', 'created_at'])
    .executeTakeFirstOrThrow();
}
