import type { Db } from '../../db/connection';
import type { NightItemState } from '../../db/types';
import { isSameSong } from '../../../shared/live/night-plan';
import {
  appendPlayed,
  deleteNightItem,
  deletePlayed,
  insertNightItem,
  restoreNightItem,
  setNightItemPosition,
  setNightItemState,
  type NightItemRow,
} from './night-queries';
import type { NightUndo } from './stage-memory';

/** Positions leave room between songs, so slotting one in moves no other (decision 043). */
export const POSITION_STEP = 1024;

interface SlotRequest {
  id: number;
  song_title: string;
  artist_name: string | null;
}

/**
 * What a stage action changes of the night. `after: null` places a song before every song still
 * to come (it plays next when nothing of the night is playing).
 */
export interface NightChange {
  now_playing_item_id?: number | null;
  states?: { id: number; to: NightItemState }[];
  insert?: { request: SlotRequest; after: NightItemRow | null };
  remove?: number;
  move?: { id: number; after: NightItemRow | null };
}

const emptyUndo = (playing: number | null): NightUndo => ({
  playing: { before: playing, after: playing },
  states: [],
  positions: [],
  inserted: [],
  removed: [],
  played: [],
});

/**
 * The position a song takes right after `after` (or before the first song still to come), and the
 * other songs' new positions when there is no room left between two (rare: renumbered in steps).
 */
function placement(items: readonly NightItemRow[], movingId: number | null, after: NightItemRow | null) {
  const others = items.filter((item) => item.id !== movingId);
  const firstToCome = others.findIndex((item) => item.state === 'upcoming');
  const index = after
    ? others.findIndex((item) => item.id === after.id) + 1
    : firstToCome >= 0
      ? firstToCome
      : others.length;
  const previous = others[index - 1]?.position;
  const following = others[index]?.position;
  if (following === undefined) return { position: (previous ?? 0) + POSITION_STEP, renumber: [] };
  if (previous === undefined) return { position: following - POSITION_STEP, renumber: [] };
  if (following - previous >= 2) return { position: Math.floor((previous + following) / 2), renumber: [] };
  const renumber = others.map((item, i) => ({
    id: item.id,
    before: item.position,
    after: (i < index ? i + 1 : i + 2) * POSITION_STEP,
  }));
  return { position: (index + 1) * POSITION_STEP, renumber: renumber.filter((move) => move.before !== move.after) };
}

/** Applies a stage action's change to the night, under the queue's lock; returns what Undo needs. */
export async function applyNightChange(
  trx: Db,
  sessionId: number,
  items: readonly NightItemRow[],
  playing: number | null,
  change: NightChange,
  at: string,
): Promise<NightUndo> {
  const undo = emptyUndo(playing);
  const moveTo = async (id: number, before: number, after: number) => {
    await setNightItemPosition(trx, id, after);
    undo.positions.push({ id, before, after });
  };
  for (const { id, to } of change.states ?? []) {
    const item = items.find((candidate) => candidate.id === id);
    if (!item || item.state === to) continue;
    await setNightItemState(trx, id, to, to === 'played' ? at : null);
    undo.states.push({ id, state: item.state, played_at: item.played_at, to });
  }
  if (change.insert) {
    const { request, after } = change.insert;
    const { position, renumber } = placement(items, null, after);
    for (const move of renumber) await moveTo(move.id, move.before, move.after);
    const next = items.find((item) => item.state === 'upcoming' && (!after || item.position > after.position));
    const setName = after?.set_name ?? next?.set_name ?? items.at(-1)?.set_name ?? '';
    const id = await insertNightItem(trx, sessionId, {
      position,
      set_name: setName,
      title: request.song_title,
      artist: request.artist_name,
      musical_key: null,
      length_seconds: null,
      note: null,
      request_id: request.id,
    });
    undo.inserted.push(id);
  }
  if (change.move) {
    const item = items.find((candidate) => candidate.id === change.move!.id)!;
    const { position, renumber } = placement(items, item.id, change.move.after);
    for (const move of renumber) await moveTo(move.id, move.before, move.after);
    await moveTo(item.id, item.position, position);
  }
  if (change.remove !== undefined) {
    const item = items.find((candidate) => candidate.id === change.remove)!;
    await deleteNightItem(trx, item.id);
    undo.removed.push(item);
  }
  if (change.now_playing_item_id !== undefined) undo.playing.after = change.now_playing_item_id;
  return undo;
}

/**
 * Takes a night change back as far as it still stands: a song another member has moved on since
 * keeps their change. Returns the song of the night playing after it.
 */
export async function undoNightChange(
  trx: Db,
  sessionId: number,
  items: readonly NightItemRow[],
  playing: number | null,
  undo: NightUndo,
): Promise<number | null> {
  const now = new Map(items.map((item) => [item.id, item]));
  for (const { id, state, played_at, to } of undo.states) {
    if (now.get(id)?.state === to) await setNightItemState(trx, id, state, played_at);
  }
  for (const { id, before, after } of undo.positions) {
    if (now.get(id)?.position === after) await setNightItemPosition(trx, id, before);
  }
  for (const id of undo.inserted) {
    if (now.get(id)?.state === 'upcoming') await deleteNightItem(trx, id);
  }
  for (const item of undo.removed) if (!now.has(item.id)) await restoreNightItem(trx, sessionId, item);
  await deletePlayed(trx, undo.played);
  return playing === undo.playing.after ? undo.playing.before : playing;
}

interface PlayedRequest {
  id: number;
  song_title: string;
  artist_name: string | null;
  song_key: string;
}

/**
 * The played list's new rows for one stage action: each song of the night it played (with the
 * requests for that song it played too, counted), then each other song requested and played (its
 * requests merged as the queue merges them). Returns the rows' ids, for Undo.
 */
export async function recordPlayed(
  trx: Db,
  sessionId: number,
  playedItems: readonly NightItemRow[],
  playedRequests: readonly PlayedRequest[],
  at: string,
): Promise<number[]> {
  const ids: number[] = [];
  let rest = [...playedRequests];
  for (const item of playedItems) {
    const own = rest.filter(
      (request) =>
        request.id === item.request_id || isSameSong(item, { title: request.song_title, artist: request.artist_name }),
    );
    rest = rest.filter((request) => !own.includes(request));
    ids.push(
      await appendPlayed(trx, sessionId, {
        kind: item.request_id === null ? 'set' : 'request',
        show_set_item_id: item.id,
        request_id: item.request_id ?? own[0]?.id ?? null,
        title: item.title,
        artist: item.artist,
        requests: own.length,
        played_at: at,
      }),
    );
  }
  const bySong = new Map<string, PlayedRequest[]>();
  for (const request of rest) bySong.set(request.song_key, [...(bySong.get(request.song_key) ?? []), request]);
  for (const requests of bySong.values()) {
    const first = requests.find((request) => request.artist_name) ?? requests[0]!;
    ids.push(
      await appendPlayed(trx, sessionId, {
        kind: 'request',
        show_set_item_id: null,
        request_id: first.id,
        title: first.song_title,
        artist: first.artist_name,
        requests: requests.length,
        played_at: at,
      }),
    );
  }
  return ids;
}
