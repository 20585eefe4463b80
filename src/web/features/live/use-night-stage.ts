import type { SongRequest } from '../../../shared/live';
import type { NightItem, NightState } from '../../../shared/live/night';
import { inSetNote, playingItem, upcomingItems } from '../../../shared/live/night-plan';

/** What the live manager reads off the night: the song playing, what comes next, and the requests' places in it. */
export interface NightStage {
  night: NightState;
  playing: NightItem | undefined;
  /** The songs still to come after the one playing, in order. */
  upcoming: NightItem[];
  /** Requests that wait in the set as a song of the night (not in the request list). */
  slottedIds: ReadonlySet<number>;
  /** "In the set — coming up after …" for a request for an upcoming song of the set, else null. */
  inSetOf: (request: SongRequest) => string | null;
}

/** The night's view of the show, or null while the show has no setlist on stage. */
export function nightStage(night: NightState | undefined, requests: readonly SongRequest[]): NightStage | null {
  if (!night || night.items.length === 0) return null;
  const statuses = new Map(requests.map((request) => [request.id, request]));
  const playing = playingItem(night.now_playing_item_id, night.items, statuses);
  const upcoming = upcomingItems(night.now_playing_item_id, night.items, statuses);
  const slottedIds = new Set(
    [...upcoming, ...(playing ? [playing] : [])].flatMap((item) => (item.request_id === null ? [] : [item.request_id])),
  );
  return {
    night,
    playing,
    upcoming,
    slottedIds,
    inSetOf: (request) =>
      inSetNote(
        { id: request.id, title: request.song_title, artist: request.artist_name },
        night.now_playing_item_id,
        night.items,
        statuses,
      ),
  };
}
