import { createHash } from 'node:crypto';
import type { Db } from '../../db/connection';
import { conflict } from '../../http/errors';
import type { SongRequest } from '../../../shared/live';
import type { SongRequestBody } from '../../../shared/requests';
import { requestMessages } from '../../../shared/requests';
import { requestColumns } from './queries';

/**
 * A fan's send with the IETF draft's Idempotency-Key header (docs/decisions/021): a retry of the
 * same key from the same phone gets the request (or the checkout) the first send made.
 */
export interface SendKey {
  key: string;
  deviceId: string;
  sessionId: number;
  /** The body the key is sent with: the same key with other words is a mistake, not a retry. */
  bodyHash: string;
}

export const hashRequestBody = (sessionId: number, body: SongRequestBody): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        sessionId,
        body.song_title,
        body.artist_name,
        body.fan_name,
        body.message,
        body.tip_amount,
        body.premium,
      ]),
    )
    .digest('base64url');

export interface KeyedSend {
  request_id: number | null;
  checkout_id: number | null;
}

/** What the key made before, if anything; refuses a key reused for another request. */
export async function findKeyedSend(db: Db, send: SendKey): Promise<KeyedSend | undefined> {
  const row = await db
    .selectFrom('request_idempotency_keys')
    .select(['request_id', 'checkout_id', 'body_hash', 'session_id'])
    .where('device_id', '=', send.deviceId)
    .where('idempotency_key', '=', send.key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.body_hash !== send.bodyHash || row.session_id !== send.sessionId) {
    throw conflict(requestMessages.idempotencyKeyReused, 'idempotency_key_reused');
  }
  return row;
}

export async function recordKeyedSend(
  db: Db,
  send: SendKey,
  made: { requestId: number } | { checkoutId: number },
  at: string,
): Promise<void> {
  await db
    .insertInto('request_idempotency_keys')
    .values({
      device_id: send.deviceId,
      idempotency_key: send.key,
      session_id: send.sessionId,
      body_hash: send.bodyHash,
      request_id: 'requestId' in made ? made.requestId : null,
      checkout_id: 'checkoutId' in made ? made.checkoutId : null,
      created_at: at,
    })
    .execute();
}

/** A key whose checkout ended unpaid is free again: the fan's next try is a new attempt. */
export async function forgetKeyedSend(db: Db, send: SendKey): Promise<void> {
  await db
    .deleteFrom('request_idempotency_keys')
    .where('device_id', '=', send.deviceId)
    .where('idempotency_key', '=', send.key)
    .execute();
}

export const findRequestById = (db: Db, id: number): Promise<SongRequest> =>
  db.selectFrom('song_requests').select(requestColumns).where('id', '=', id).executeTakeFirstOrThrow();
