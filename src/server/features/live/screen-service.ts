import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import type { RealtimeEvent } from '../../realtime/event-bus';
import { SCREEN_TOP_SONGS, SCREEN_UP_NEXT, type ScreenSong, type ScreenState } from '../../../shared/live/screen';
import { fanWords, findScreenMusician, findScreenShow, stageRequests } from './stage-queries';
import { playingNow, upNextSongs } from './stage-service';
import { nightInPublic } from './coming-up';

export const screenMessages = { notFound: 'Musician not found' } as const;

/** The musician a screen follows; unknown codes and closed accounts are 404, like the QR page. */
export async function screenMusician(ctx: AppContext, qrCodeId: string) {
  const musician = await findScreenMusician(ctx.db, qrCodeId);
  if (!musician?.qr_code_id) throw notFound(screenMessages.notFound);
  return { ...musician, qr_code_id: musician.qr_code_id };
}

type StageRequest = Awaited<ReturnType<typeof stageRequests>>[number];

/**
 * What the venue screen shows, read for it (decision 018's pattern: the queue channel is only a
 * signal, the screen gets only what this returns). The requests are read without fans' names and
 * messages; those are read, for the few songs on screen, only when the musician switched them on.
 */
export async function screenStateOf(
  ctx: AppContext,
  musician: { id: number; stage_name: string; qr_code_id: string },
): Promise<ScreenState> {
  const head = { musician: { stage_name: musician.stage_name, qr_code_id: musician.qr_code_id } };
  const show = await findScreenShow(ctx.db, musician.id);
  if (!show) return { ...head, show: null };
  const requests = await stageRequests(ctx.db, show.id);
  const playing = playingNow(show, requests);
  const night = await nightInPublic(ctx.db, show.id, requests);
  const next = upNextSongs(show, requests).slice(0, SCREEN_UP_NEXT);
  const asked = new Map<string, StageRequest[]>();
  // Only songs the musician let through reach the room's screen: a new request is not yet vetted.
  for (const request of requests) {
    if (request.status !== 'accepted' && request.status !== 'played') continue;
    asked.set(request.song_key, [...(asked.get(request.song_key) ?? []), request]);
  }
  const top = [...asked.values()]
    .sort((a, b) => b.length - a.length || a[0]!.created_at.localeCompare(b[0]!.created_at))
    .slice(0, SCREEN_TOP_SONGS);
  const shown = [playing, ...next.map((song) => song.requests[0])].filter((request) => request !== undefined);
  const words =
    show.screen_shows_fans === 1
      ? await fanWords(
          ctx.db,
          shown.map((request) => request.id),
        )
      : [];
  const song = (request: StageRequest, withWords: boolean): ScreenSong => {
    const members = asked.get(request.song_key) ?? [request];
    const named = members.find((member) => member.artist_name) ?? request;
    const said = withWords ? words.find((word) => word.id === request.id) : undefined;
    return {
      song_title: named.song_title,
      artist_name: named.artist_name,
      requests: members.length,
      fan_name: said?.fan_name ?? null,
      message: said?.message ?? null,
    };
  };
  return {
    ...head,
    show: {
      id: show.id,
      venue_name: show.venue_name,
      session_name: show.session_name,
      requests_paused: show.status === 'paused',
      now_playing: playing
        ? song(playing, true)
        : night?.playing
          ? {
              song_title: night.playing.title,
              artist_name: night.playing.artist,
              requests: 0,
              fan_name: null,
              message: null,
            }
          : null,
      up_next: next.map((group) => song(group.requests[0]!, true)),
      requested_tonight: requests.filter((request) => request.status !== 'declined').length,
      top_songs: top.map((members) => song(members[0]!, false)),
      coming_up: night?.coming_up ?? null,
    },
  };
}

/** Every event of the musician's queue may change the screen (a show starting, a request, the order). */
export const concernsScreen = (_event: RealtimeEvent) => true;
