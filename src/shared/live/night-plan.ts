import { foldSongText } from '../songs/song-key';
import { inSetLabel } from './night-messages';

/**
 * The night's rules that the server, the live manager and the tests share (zod-free): which song
 * of the night is playing, what comes next, and whether a request is a song of tonight's set.
 */

export interface SpineItem {
  id: number;
  title: string;
  artist: string | null;
  request_id: number | null;
  state: 'upcoming' | 'played' | 'skipped';
}

interface SongOf {
  title: string;
  artist: string | null;
}

/**
 * One song whatever its spelling (as the queue merges requests, decision 027): the same folded
 * title, and the same folded artist when both name one ('wonderwall' is 'Wonderwall – Oasis').
 */
export function isSameSong(a: SongOf, b: SongOf): boolean {
  if (foldSongText(a.title) !== foldSongText(b.title)) return false;
  const [artistA, artistB] = [a.artist?.trim(), b.artist?.trim()];
  return !artistA || !artistB || foldSongText(artistA) === foldSongText(artistB);
}

type RequestLike = { id: number; status: string };

/** A slotted request counts while it is still to be played (a decline elsewhere takes it out). */
export function isStillToPlay(item: SpineItem, requests: ReadonlyMap<number, RequestLike>): boolean {
  if (item.state !== 'upcoming') return false;
  if (item.request_id === null) return true;
  const status = requests.get(item.request_id)?.status;
  return status === 'accepted' || status === 'pending';
}

/** The song of the night playing now: only while it is still to be played. */
export function playingItem<T extends SpineItem>(
  nowPlayingItemId: number | null,
  items: readonly T[],
  requests: ReadonlyMap<number, RequestLike>,
): T | undefined {
  const item = items.find((candidate) => candidate.id === nowPlayingItemId);
  return item && isStillToPlay(item, requests) ? item : undefined;
}

/** The songs of the night still to come after the one playing, in order. */
export function upcomingItems<T extends SpineItem>(
  nowPlayingItemId: number | null,
  items: readonly T[],
  requests: ReadonlyMap<number, RequestLike>,
): T[] {
  return items.filter((item) => item.id !== nowPlayingItemId && isStillToPlay(item, requests));
}

/**
 * What a request for a song of tonight's set says in the manager ("In the set — coming up after
 * Valerie"), or null when its song is not an upcoming song of the set (or is itself slotted).
 */
export function inSetNote<T extends SpineItem>(
  request: SongOf & { id: number },
  nowPlayingItemId: number | null,
  items: readonly T[],
  requests: ReadonlyMap<number, RequestLike>,
): string | null {
  const upcoming = upcomingItems(nowPlayingItemId, items, requests);
  const at = upcoming.findIndex((item) => item.request_id === null && isSameSong(item, request));
  if (at < 0 || upcoming.some((item) => item.request_id === request.id)) return null;
  const before = at === 0 ? playingItem(nowPlayingItemId, items, requests) : upcoming[at - 1];
  return inSetLabel(before ? before.title : null);
}
