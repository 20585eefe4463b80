import type { AppContext } from '../../context';
import { conflict, notFound, tooManyRequests } from '../../http/errors';
import { channels } from '../../realtime/event-bus';
import type { SongRequest } from '../../../shared/live';
import { requestMessages, type SongRequestBody } from '../../../shared/requests';
import { recordSongRequest } from '../songs/catalogue';
import { requestWindows } from './limits';
import { countRecentRequests, hasRecentSameSong, requestColumns } from './queries';

export interface Requester {
  deviceId: string;
  ipHash: string;
}

/**
 * A fan's song request (spec 1 §7 POST /api/sessions/{id}/requests). Stored as pending with its
 * song matched to the catalogue, in one transaction, then pushed to the musician's open queue.
 */
export async function submitSongRequest(
  ctx: AppContext,
  sessionId: number,
  input: SongRequestBody,
  requester: Requester,
): Promise<SongRequest> {
  const session = await ctx.db
    .selectFrom('live_sessions as s')
    .innerJoin('musician_profiles as p', 'p.id', 's.musician_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['s.id', 's.musician_id', 's.status', 'u.is_active'])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
  if (!session || session.status !== 'active' || session.is_active !== 1) {
    throw notFound(requestMessages.sessionNotActive);
  }

  const now = Date.now();
  const at = new Date(now).toISOString();
  const windowStart = new Date(now - requestWindows.windowMs).toISOString();
  const [fromDevice, fromIp] = await Promise.all([
    countRecentRequests(ctx.db, sessionId, windowStart, { deviceId: requester.deviceId }),
    countRecentRequests(ctx.db, sessionId, windowStart, { ipHash: requester.ipHash }),
  ]);
  if (fromDevice >= ctx.config.fanRequestLimits.perDevice) throw tooManyRequests(requestMessages.tooManyFromDevice);
  if (fromIp >= ctx.config.fanRequestLimits.perIp) throw tooManyRequests(requestMessages.tooManyFromNetwork);

  const created = await ctx.db.transaction().execute(async (trx) => {
    const songId = await recordSongRequest(trx, {
      songTitle: input.song_title,
      artistName: input.artist_name,
      musicianId: session.musician_id,
      at,
    });
    const sameSongSince = new Date(now - requestWindows.sameSongWindowMs).toISOString();
    if (await hasRecentSameSong(trx, sessionId, requester.deviceId, songId, sameSongSince)) {
      // Throwing rolls back the catalogue count above as well.
      throw conflict(requestMessages.sameSongRecently);
    }
    return trx
      .insertInto('song_requests')
      .values({
        session_id: sessionId,
        musician_id: session.musician_id,
        song_id: songId,
        song_title: input.song_title,
        artist_name: input.artist_name,
        fan_name: input.fan_name,
        message: input.message,
        tip_amount: 0,
        status: 'pending',
        device_id: requester.deviceId,
        ip_hash: requester.ipHash,
        created_at: at,
        updated_at: at,
        accepted_at: null,
        played_at: null,
        declined_at: null,
      })
      .returning(requestColumns)
      .executeTakeFirstOrThrow();
  });

  await ctx.bus.publish(channels.musicianQueue(session.musician_id), 'request.created', created);
  return created;
}
