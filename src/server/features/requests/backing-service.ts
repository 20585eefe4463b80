import type { AppContext } from '../../context';
import { conflict, notFound } from '../../http/errors';
import { channels } from '../../realtime/event-bus';
import { backingMessages, type ShowSongs } from '../../../shared/requests/backing';
import type { SongRequest } from '../../../shared/live';
import { requestMessages, sessionPausedMessage } from '../../../shared/requests';
import { findRequestById } from './idempotency';
import { deleteBackedRequest, insertBacking, showBackings } from './backing-queries';
import { admitRequest, findShowTakingRequests, unpaid, type Requester } from './intake-service';
import { updateRequestStatus } from './queries';
import { readTonightsSongs, showSongsFor, takesBacking, type TonightsSongs } from './show-songs';

/** Tonight's list for one phone (GET, and the polling while the page's stream is down). */
export async function showSongsAt(
  ctx: AppContext,
  sessionId: number,
  deviceId: string | undefined,
): Promise<ShowSongs> {
  const tonight = await readTonightsSongs(ctx.db, sessionId);
  if (!tonight) throw notFound(requestMessages.sessionNotActive, 'session_not_live');
  return showSongsFor(tonight, deviceId);
}

/** The refusal of a show that takes no +1 now, in the fan's words. */
function refuseClosed(show: TonightsSongs['show']): never {
  if (show.status === 'ended') throw notFound(requestMessages.sessionNotActive, 'session_not_live');
  if (show.status === 'paused') throw conflict(sessionPausedMessage, 'requests_paused');
  if (show.custom_pricing_enabled === 1) throw conflict(backingMessages.priced, 'backing_off');
  throw conflict(backingMessages.off, 'backing_off');
}

/**
 * A phone's +1 for a song of tonight's list: a request for that song by this phone, under the
 * queue's lock like every request, so it passes the same checks (blocked phone, the show's cap,
 * the per-phone and per-address limits) and counts towards them. One per phone and song: a phone
 * that has a request for the song waiting (its own or a +1) is refused, and the backing's key in
 * the database holds the same rule. Filed under the list's spelling, it joins the song's row on
 * the manager; a song the musician already accepted takes the +1 as accepted too (it was vetted,
 * and a +1 carries no words to read), so it counts at once in the order 'by how many asked' and
 * in every fan's songs ahead.
 */
export async function backSong(
  ctx: AppContext,
  sessionId: number,
  songKey: string,
  requester: Requester,
): Promise<SongRequest> {
  const intake = await findShowTakingRequests(ctx, sessionId);
  const queue = channels.musicianQueue(intake.musician_id);
  return ctx.bus.transaction([queue], async (trx, emit) => {
    const tonight = await readTonightsSongs(trx, sessionId);
    if (!tonight) throw notFound(requestMessages.sessionNotActive, 'session_not_live');
    if (!takesBacking(tonight.show)) refuseClosed(tonight.show);
    const song = tonight.songs.find((candidate) => candidate.song_key === songKey);
    if (!song) throw notFound(backingMessages.notListed);
    if (song.waiting.some((row) => row.device_id === requester.deviceId))
      throw conflict(backingMessages.alreadyAsked, 'already_backed');
    const at = ctx.clock.now().toISOString();
    const created = await admitRequest(
      ctx,
      trx,
      emit,
      intake,
      {
        song_title: song.song_title,
        artist_name: song.artist_name,
        fan_name: null,
        message: null,
        tip_amount: 0,
        premium: false,
      },
      requester,
      unpaid,
    );
    await insertBacking(trx, { sessionId, deviceId: requester.deviceId, songKey, requestId: created.id, at });
    if (!song.waiting.some((row) => row.status === 'accepted')) return created;
    // The acceptance is a change after the creation: a later instant than the created row's own
    // (admitRequest reads the clock again, later than `at` on a busy machine), so a client holding
    // both copies (the manager merges by updated_at, and a refetch can land between two pushes)
    // keeps the accepted one whatever order they reach it in.
    const acceptedAt = new Date(Math.max(Date.parse(created.updated_at), ctx.clock.now().getTime()) + 1).toISOString();
    await updateRequestStatus(trx, created.id, 'pending', 'accepted', acceptedAt);
    const accepted = await findRequestById(trx, created.id);
    await emit(queue, 'request.updated', accepted);
    return accepted;
  });
}

/**
 * Takes a phone's +1 back, while its request still waits (pending, or accepted and not playing):
 * the request goes (it was free, so nothing refers to it), and `request.withdrawn` tells the
 * musician's devices and the fans' streams. Refused, like a +1, while the show is paused or over.
 */
export async function withdrawBacking(
  ctx: AppContext,
  sessionId: number,
  songKey: string,
  deviceId: string | undefined,
): Promise<void> {
  const intake = await findShowTakingRequests(ctx, sessionId);
  if (deviceId === undefined) throw notFound(backingMessages.notBacked);
  const queue = channels.musicianQueue(intake.musician_id);
  await ctx.bus.transaction([queue], async (trx, emit) => {
    const tonight = await readTonightsSongs(trx, sessionId);
    if (!tonight) throw notFound(requestMessages.sessionNotActive, 'session_not_live');
    if (tonight.show.status !== 'active') refuseClosed(tonight.show);
    const byId = new Map(tonight.rows.map((row) => [row.id, row]));
    // The song's identity may have been refined since the +1 (an artist named later): its request says which it is now.
    const backing = (await showBackings(trx, sessionId, deviceId)).find(
      (candidate) => byId.get(candidate.request_id)?.song_key === songKey,
    );
    const request = backing ? byId.get(backing.request_id) : undefined;
    if (!request) throw notFound(backingMessages.notBacked);
    const isPlaying =
      tonight.show.now_playing_id !== null && byId.get(tonight.show.now_playing_id)?.song_key === songKey;
    if ((request.status !== 'pending' && request.status !== 'accepted') || isPlaying) {
      throw conflict(backingMessages.notWaiting, 'request_not_waiting');
    }
    await deleteBackedRequest(trx, request);
    await emit(queue, 'request.withdrawn', { id: request.id, session_id: sessionId });
  });
}
