import type { Db } from '../../db/connection';
import type { QueueOrder } from '../../../shared/live/queue-order';
import { withSongKeys } from '../../../shared/songs/song-key';

/** The show's stage as a stage action reads it, under the queue's lock. */
export function findStage(db: Db, sessionId: number) {
  return db
    .selectFrom('live_sessions')
    .select([
      'id',
      'musician_id',
      'status',
      'queue_order',
      'now_playing_id',
      'now_playing_item_id',
      'undo_label',
      'undo_state',
      'screen_shows_fans',
    ])
    .where('id', '=', sessionId)
    .executeTakeFirst();
}

/** What orders a show's requests and names their songs: nothing a fan wrote besides the song. */
export async function stageRequests(db: Db, sessionId: number) {
  const rows = await db
    .selectFrom('song_requests')
    .select(['id', 'song_id', 'song_title', 'artist_name', 'status', 'is_premium', 'tip_amount', 'created_at'])
    .where('session_id', '=', sessionId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return withSongKeys(rows);
}

export async function saveStage(
  db: Db,
  sessionId: number,
  stage: {
    queue_order: QueueOrder;
    now_playing_id: number | null;
    now_playing_item_id: number | null;
    undo_label: string | null;
    undo_state: string | null;
  },
) {
  await db.updateTable('live_sessions').set(stage).where('id', '=', sessionId).execute();
}

export async function saveScreenShowsFans(db: Db, sessionId: number, showsFans: boolean) {
  await db
    .updateTable('live_sessions')
    .set({ screen_shows_fans: showsFans ? 1 : 0 })
    .where('id', '=', sessionId)
    .execute();
}

/** The musician a venue screen is for, by the QR code's id: public fields of an active account only. */
export function findScreenMusician(db: Db, qrCodeId: string) {
  return db
    .selectFrom('musician_profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.stage_name', 'p.qr_code_id'])
    .where('p.qr_code_id', '=', qrCodeId)
    .where('u.is_active', '=', 1)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The musician's show on stage (active or paused) as the screen shows it. */
export function findScreenShow(db: Db, musicianId: number) {
  return db
    .selectFrom('live_sessions')
    .select(['id', 'venue_name', 'session_name', 'status', 'queue_order', 'now_playing_id', 'screen_shows_fans'])
    .where('musician_id', '=', musicianId)
    .where('status', 'in', ['active', 'paused'])
    .executeTakeFirst();
}

/** Fans' names and messages of some requests: read only when the musician lets the screen show them. */
export function fanWords(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('song_requests').select(['id', 'fan_name', 'message']).where('id', 'in', ids).execute();
}
