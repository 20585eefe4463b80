import type { QueueOrder } from '../../../shared/live/queue-order';
import type { RequestStatus } from '../../../shared/live';
import type { NightItemState } from '../../db/types';
import type { NightItemRow } from './night-queries';

/** A phone of the show, blocked or not (its id stays on the server: it is the fan's cookie). */
export interface PhoneBlock {
  device_id: string;
  blocked: boolean;
}

/**
 * What Undo puts back: the order, the song playing, the statuses and the phones' blocks the action
 * changed, and what the action set them to (`to`, `set`), so that Undo takes back only what still
 * stands: a request another member has moved since keeps their change.
 */
export interface UndoState {
  queue_order: QueueOrder;
  now_playing_id: number | null;
  statuses: { id: number; status: RequestStatus; to?: RequestStatus }[];
  blocks?: PhoneBlock[];
  set?: { queue_order: QueueOrder; now_playing_id: number | null };
  /** What the action changed of the night (decision 043), when the show has one. */
  night?: NightUndo;
}

/**
 * What Undo puts back of the night: the song of the night playing (`before`, and what the action
 * set, `after`), each song's state, positions, requests slotted in (removed again), songs taken
 * out (put back), and the played list's rows the action appended (removed).
 */
export interface NightUndo {
  playing: { before: number | null; after: number | null };
  states: { id: number; state: NightItemState; played_at: string | null; to: NightItemState }[];
  positions: { id: number; before: number; after: number }[];
  inserted: number[];
  removed: NightItemRow[];
  played: number[];
}

/** One line of the show's log: who (a member's user id) did what, when. */
export interface StageLogEntry {
  at: string;
  user_id: number;
  label: string;
}

/**
 * The stage's memory, kept in `live_sessions.undo_state` (JSON): each member's last action that
 * Undo can take back, by user id (Undo is per member: docs/decisions/035, step 4), and the show's
 * log of every stage action with the member who made it.
 */
export interface StageMemory {
  members: Record<string, { label: string; undo: UndoState }>;
  log: StageLogEntry[];
}

/** The memory as stored; a show saved before members (one undo for the show) starts afresh. */
export function parseStageMemory(json: string | null): StageMemory {
  if (!json) return { members: {}, log: [] };
  const parsed = JSON.parse(json) as Partial<StageMemory>;
  return {
    members: parsed.members && typeof parsed.members === 'object' ? parsed.members : {},
    log: Array.isArray(parsed.log) ? parsed.log : [],
  };
}

/** What Undo would take back for each member, by user id: every device shows its own person's. */
export function undoLabelsOf(json: string | null): Record<string, string> {
  const { members } = parseStageMemory(json);
  return Object.fromEntries(Object.entries(members).map(([userId, { label }]) => [userId, label]));
}

/** A show row as the API answers it: the stage's memory becomes each member's Undo label. */
export function withUndoLabels<T extends { undo_state: string | null }>(
  row: T,
): Omit<T, 'undo_state'> & { undo_labels: Record<string, string> } {
  const { undo_state, ...rest } = row;
  return { ...rest, undo_labels: undoLabelsOf(undo_state) };
}
