import type { Db } from '../../db/connection';
import type { ComingUpSong } from '../../../shared/live/night';
import { NIGHT_COMING_UP } from '../../../shared/live/night-messages';
import { isSameSong, playingItem, upcomingItems } from '../../../shared/live/night-plan';
import { orderSongs } from '../../../shared/live/queue-order';
import { findNightShow, nightItems } from './night-queries';
import { stageRequests } from './stage-queries';

type StageRequests = Awaited<ReturnType<typeof stageRequests>>;

/**
 * What fans and the room see coming up: the next songs of the night after the one playing (set
 * songs and slotted requests), then the accepted requests of Up Next that are not already in it.
 * Null while the show's switch is off or the show has ended: nothing of a setlist is public then.
 */
export async function comingUpOf(db: Db, sessionId: number): Promise<ComingUpSong[] | null> {
  return (await nightInPublic(db, sessionId))?.coming_up ?? null;
}

/**
 * The night as fans and the room may see it: the song of the night playing (a set song too) and
 * what is coming up; undefined while the switch is off or the show has ended. A caller that has
 * just read the show's requests (the venue screen) hands them over instead of a second read.
 */
export async function nightInPublic(
  db: Db,
  sessionId: number,
  read?: StageRequests,
): Promise<{ playing: ComingUpSong | null; coming_up: ComingUpSong[] } | undefined> {
  const show = await findNightShow(db, sessionId);
  if (!show || show.coming_up_public !== 1 || show.status === 'ended') return undefined;
  const [items, requests] = [await nightItems(db, sessionId), read ?? (await stageRequests(db, sessionId))];
  const known = new Map(requests.map((request) => [request.id, request]));
  const playingSong = playingItem(show.now_playing_item_id, items, known);
  const night = upcomingItems(show.now_playing_item_id, items, known);
  const inNight = (request: (typeof requests)[number]) =>
    items.some(
      (item) =>
        item.request_id === request.id ||
        (item.state === 'upcoming' && isSameSong(item, { title: request.song_title, artist: request.artist_name })),
    );
  const playing = requests.find((request) => request.id === show.now_playing_id && request.status === 'accepted');
  const accepted = requests.filter(
    (request) => request.status === 'accepted' && request.song_key !== playing?.song_key,
  );
  const waiting = orderSongs(accepted, show.queue_order)
    .map((song) => song.requests[0]!)
    .filter((request) => !inNight(request));
  return {
    playing: playingSong ? { title: playingSong.title, artist: playingSong.artist } : null,
    coming_up: [
      ...night.map((item) => ({ title: item.title, artist: item.artist })),
      ...waiting.map((request) => ({ title: request.song_title.trim(), artist: request.artist_name })),
    ].slice(0, NIGHT_COMING_UP),
  };
}
