import { formatLength, parseLength } from '../../../shared/setlists/format';
import type { Setlist, SetlistSaveBody } from '../../../shared/setlists/schemas';

/** A song being edited: its fields, and its length as typed ('3:45'). */
export interface DraftItem {
  key: string;
  title: string;
  artist: string | null;
  repertoire_song_id: number | null;
  length: string;
  song_key: string | null;
  note: string | null;
}

export interface DraftSet {
  key: string;
  name: string;
  items: DraftItem[];
}

export interface Draft {
  name: string;
  sets: DraftSet[];
}

let counter = 0;
/** A key for a row of the editor: React's identity of a song while it moves. */
export const newKey = () => `k${(counter += 1)}`;

export function draftOf(setlist: Setlist): Draft {
  return {
    name: setlist.name,
    sets: setlist.sets.map((set) => ({
      key: newKey(),
      name: set.name,
      items: set.items.map((item) => ({
        key: newKey(),
        title: item.title,
        artist: item.artist,
        repertoire_song_id: item.repertoire_song_id,
        length: item.length_seconds === null ? '' : formatLength(item.length_seconds),
        song_key: item.song_key,
        note: item.note,
      })),
    })),
  };
}

/** The length the server is sent: null when blank; a length that is not one is sent as 0, refused by name. */
export function lengthSecondsOf(item: Pick<DraftItem, 'length'>): number | null {
  const seconds = parseLength(item.length);
  return seconds === undefined ? 0 : seconds;
}

export function bodyOf(draft: Draft, version: number): SetlistSaveBody {
  return {
    version,
    name: draft.name,
    sets: draft.sets.map((set) => ({
      name: set.name,
      items: set.items.map((item) => ({
        title: item.title,
        artist: item.artist,
        repertoire_song_id: item.repertoire_song_id,
        length_seconds: lengthSecondsOf(item),
        song_key: item.song_key,
        note: item.note,
      })),
    })),
  };
}

/** Where a song is: its set and place. */
export interface Place {
  set: number;
  index: number;
}

/**
 * Moves a song to a place (another set, or the same one): `to.index` counts the target set's
 * songs without the moved one, so moving down by one is `index + 1`.
 */
export function moveItem(draft: Draft, from: Place, to: Place): Draft {
  const item = draft.sets[from.set]?.items[from.index];
  if (!item || !draft.sets[to.set]) return draft;
  const sets = draft.sets.map((set) => ({ ...set, items: [...set.items] }));
  sets[from.set]!.items.splice(from.index, 1);
  const target = sets[to.set]!.items;
  target.splice(Math.max(0, Math.min(to.index, target.length)), 0, item);
  return { ...draft, sets };
}

/** One step up or down; past a set's edge the song goes to the end of the set before or the start of the next. */
export function stepItem(draft: Draft, from: Place, step: -1 | 1): { draft: Draft; to: Place } | null {
  const set = draft.sets[from.set];
  if (!set) return null;
  const index = from.index + step;
  if (index >= 0 && index < set.items.length) {
    const to = { set: from.set, index };
    return { draft: moveItem(draft, from, to), to };
  }
  const other = from.set + step;
  const target = draft.sets[other];
  if (!target) return null;
  const to = { set: other, index: step === 1 ? 0 : target.items.length };
  return { draft: moveItem(draft, from, to), to };
}

export const songCount = (draft: Draft) => draft.sets.reduce((n, set) => n + set.items.length, 0);

/** The draft as setlistText reads it: lengths in seconds (a length that is not one counts as none). */
export const textOf = (draft: Draft) => ({
  name: draft.name,
  sets: draft.sets.map((set) => ({
    name: set.name,
    items: set.items.map((item) => ({ ...item, length_seconds: lengthSecondsOf(item) || null })),
  })),
});
