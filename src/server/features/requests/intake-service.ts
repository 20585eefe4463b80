import type { AppContext } from '../../context';
import { conflict, notFound, tooManyRequests } from '../../http/errors';
import { channels } from '../../realtime/event-bus';
import type { SongRequest } from '../../../shared/live';
import { requestMessages, type SongRequestBody } from '../../../shared/requests';
import { recordSongRequest } from '../songs/catalogue';
import { requestWindows } from './limits';
import { findSessionForIntake, hasRecentSameSong, insertSongRequest, intakeCounts } from './queries';

export interface Requester {
  deviceId: string;
  ipHash: string;
}

/**
 * A fan's song request (spec 1 §7 POST /api/sessions/{id}/requests): checked against the show's
 * anti-spam limits, stored as pending with its song matched to the catalogue, and announced on the
 * musician's queue, all in one transaction.
 *
 * The transaction starts by locking the musician's queue channel, which every change to that queue
 * (a request, a status change, the session ending) also locks first. So the checks and the insert
 * of one request run while no other change to the show can commit: the per-phone and per-address
 * limits and the same-song rule hold exactly under any number of concurrent fans, on PostgreSQL as
 * on SQLite, and each check reads at most a limit's worth of index entries.
 */
export async function submitSongRequest(
  ctx: AppContext,
  sessionId: number,
  input: SongRequestBody,
  requester: Requester,
): Promise<SongRequest> {
  const session = await findSessionForIntake(ctx.db, sessionId);
  // A private profile takes no requests from the public: its shows are not listed anywhere.
  if (!session || session.status !== 'active' || session.is_active !== 1 || session.public_profile_enabled !== 1) {
    throw notFound(requestMessages.sessionNotActive);
  }

  const now = ctx.clock.now().getTime();
  const at = new Date(now).toISOString();
  const queue = channels.musicianQueue(session.musician_id);
  return ctx.bus.transaction([queue], async (trx, emit) => {
    const counts = await intakeCounts(trx, {
      sessionId,
      deviceId: requester.deviceId,
      ipHash: requester.ipHash,
      since: new Date(now - requestWindows.windowMs).toISOString(),
    });
    // Re-read under the lock: the show may have ended or been paused since the first look.
    if (counts.status !== 'active') throw notFound(requestMessages.sessionNotActive);
    if (counts.fromDevice >= ctx.config.fanRequestLimits.perDevice)
      throw tooManyRequests(requestMessages.tooManyFromDevice);
    if (counts.fromIp >= ctx.config.fanRequestLimits.perIp) throw tooManyRequests(requestMessages.tooManyFromNetwork);

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
    const created = await insertSongRequest(trx, {
      session_id: sessionId,
      musician_id: session.musician_id,
      song_id: songId,
      song_title: input.song_title,
      artist_name: input.artist_name,
      fan_name: input.fan_name,
      message: input.message,
      device_id: requester.deviceId,
      ip_hash: requester.ipHash,
      at,
    });
    await emit(queue, 'request.created', created);
    return created;
  });
}
