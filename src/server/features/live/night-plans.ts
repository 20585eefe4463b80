import { conflict, notFound } from '../../http/errors';
import { nightMessages } from '../../../shared/live/night-messages';
import { isSameSong, isStillToPlay, playingItem, upcomingItems } from '../../../shared/live/night-plan';
import { orderSongs, type QueueOrder } from '../../../shared/live/queue-order';
import { stageMessages } from '../../../shared/live/stage';
import type { RequestStatus } from '../../../shared/live';
import type { NightItemRow } from './night-queries';
import type { NightChange } from './night-changes';
import type { findStage, stageRequests } from './stage-queries';

/**
 * The night's stage actions as plans (decision 043): pure functions of the show, its requests and
 * its night, which `stageAction` applies in one transaction under the queue's lock.
 */

type Stage = NonNullable<Awaited<ReturnType<typeof findStage>>>;
type StageRequest = Awaited<ReturnType<typeof stageRequests>>[number];

export interface NightPlan {
  label: string;
  now_playing_id?: number | null;
  statuses?: { id: number; to: RequestStatus }[];
  night: NightChange;
}

const byId = (requests: readonly StageRequest[]) => new Map(requests.map((request) => [request.id, request]));
const asSong = (request: StageRequest) => ({ title: request.song_title, artist: request.artist_name });

/** The accepted requests for a song of the night: they are played with it ('Valerie ×2'). */
function requestsFor(item: NightItemRow, requests: readonly StageRequest[]) {
  return requests.filter(
    (request) => request.status === 'accepted' && (request.id === item.request_id || isSameSong(item, asSong(request))),
  );
}

/** The request shown as playing with a song of the night: its own, or the first fan's who asked for it. */
function playingRequestOf(item: NightItemRow | undefined, requests: readonly StageRequest[]) {
  if (!item) return null;
  if (item.request_id !== null) return item.request_id;
  return requestsFor(item, requests)[0]?.id ?? null;
}

function starting(
  item: NightItemRow,
  requests: readonly StageRequest[],
): Pick<NightPlan, 'now_playing_id' | 'statuses'> {
  return {
    now_playing_id: playingRequestOf(item, requests),
    statuses: item.request_id !== null ? [{ id: item.request_id, to: 'accepted' }] : [],
  };
}

/**
 * "Played, next" with a night: the song playing is played (and every accepted request for it), and
 * the next song of the night starts; after the set, the first of Up Next. Requests played with it
 * leave Up Next.
 */
export function nextOfNight(
  stage: Stage,
  requests: readonly StageRequest[],
  items: readonly NightItemRow[],
): NightPlan {
  const known = byId(requests);
  const item = playingItem(stage.now_playing_item_id, items, known);
  const playingRequest = requests.find(
    (request) => request.id === stage.now_playing_id && request.status === 'accepted',
  );
  const played = item
    ? requestsFor(item, requests)
    : playingRequest
      ? requests.filter((request) => request.status === 'accepted' && request.song_key === playingRequest.song_key)
      : [];
  const following = upcomingItems(stage.now_playing_item_id, items, known)[0];
  const playedIds = new Set(played.map((request) => request.id));
  const upNext = following
    ? null
    : (orderSongs(
        requests.filter(
          (request) =>
            request.status === 'accepted' &&
            !playedIds.has(request.id) &&
            request.song_key !== playingRequest?.song_key,
        ),
        stage.queue_order as QueueOrder,
      )[0]?.requests[0] ?? null);
  if (!item && !playingRequest && !following && !upNext) throw conflict(stageMessages.nothingUpNext, 'nothing_up_next');
  const name = item?.title ?? playingRequest?.song_title.trim();
  const next = following ? starting(following, requests) : { now_playing_id: upNext?.id ?? null, statuses: [] };
  return {
    label: name ? `Played ${name}` : `Started ${following?.title ?? upNext!.song_title.trim()}`,
    now_playing_id: next.now_playing_id,
    statuses: [...played.map((request) => ({ id: request.id, to: 'played' as const })), ...(next.statuses ?? [])],
    night: {
      now_playing_item_id: following?.id ?? null,
      states: item ? [{ id: item.id, to: 'played' }] : [],
    },
  };
}

function requireNight(items: readonly NightItemRow[]) {
  if (items.length === 0) throw conflict(nightMessages.noSet, 'night_no_set');
}

function findItem(items: readonly NightItemRow[], itemId: number) {
  const item = items.find((candidate) => candidate.id === itemId);
  if (!item) throw notFound(nightMessages.itemNotFound);
  return item;
}

function requireUpcoming(item: NightItemRow) {
  if (item.state !== 'upcoming') throw conflict(nightMessages.itemDone(item.state), 'night_item_done');
}

/** A request that can take a place in the night: new or accepted, and not slotted already. */
function slottable(requests: readonly StageRequest[], items: readonly NightItemRow[], requestId: number) {
  const request = requests.find((candidate) => candidate.id === requestId);
  if (!request) throw notFound('Request not found');
  if (request.status !== 'pending' && request.status !== 'accepted')
    throw conflict(nightMessages.notSlottable(request.status), 'request_not_slottable');
  if (items.some((item) => item.request_id === request.id && item.state === 'upcoming'))
    throw conflict(nightMessages.alreadySlotted, 'request_not_slottable');
  return request;
}

/** Plays a request next (slotted right after the song playing), or moves a song of the set up to next. */
export function playNextOfNight(
  stage: Stage,
  requests: readonly StageRequest[],
  items: readonly NightItemRow[],
  target: { request_id?: number; item_id?: number },
): NightPlan {
  requireNight(items);
  const after = playingItem(stage.now_playing_item_id, items, byId(requests)) ?? null;
  if (target.request_id !== undefined) {
    const request = slottable(requests, items, target.request_id);
    return {
      label: `Next: ${request.song_title.trim()}`,
      statuses: [{ id: request.id, to: 'accepted' }],
      night: { insert: { request, after } },
    };
  }
  const item = findItem(items, target.item_id!);
  requireUpcoming(item);
  if (item.id === stage.now_playing_item_id) throw conflict(nightMessages.itemDone('playing'), 'night_item_done');
  return { label: `Next: ${item.title}`, night: { move: { id: item.id, after } } };
}

/** Slots a request into the night after one of its songs (accepting it if it was new). */
export function slotRequest(
  requests: readonly StageRequest[],
  items: readonly NightItemRow[],
  requestId: number,
  afterItemId: number,
): NightPlan {
  requireNight(items);
  const after = findItem(items, afterItemId);
  requireUpcoming(after);
  const request = slottable(requests, items, requestId);
  return {
    label: `Slotted ${request.song_title.trim()} after ${after.title}`,
    statuses: [{ id: request.id, to: 'accepted' }],
    night: { insert: { request, after } },
  };
}

/** Takes a slotted request out of the night: it waits in Up Next again. */
export function unslotRequest(stage: Stage, items: readonly NightItemRow[], itemId: number): NightPlan {
  requireNight(items);
  const item = findItem(items, itemId);
  if (item.request_id === null) throw conflict(nightMessages.notSlotted, 'request_not_slottable');
  requireUpcoming(item);
  const wasPlaying = stage.now_playing_item_id === item.id;
  return {
    label: `Took ${item.title} out of the set`,
    ...(wasPlaying ? { now_playing_id: null } : {}),
    night: { remove: item.id, ...(wasPlaying ? { now_playing_item_id: null } : {}) },
  };
}

/** Skips a song of the night; skipping the one playing leaves nothing playing. */
export function skipItem(
  stage: Stage,
  requests: readonly StageRequest[],
  items: readonly NightItemRow[],
  itemId: number,
): NightPlan {
  requireNight(items);
  const item = findItem(items, itemId);
  if (!isStillToPlay(item, byId(requests))) throw conflict(nightMessages.itemDone(item.state), 'night_item_done');
  const wasPlaying = stage.now_playing_item_id === item.id;
  return {
    label: `Skipped ${item.title}`,
    ...(wasPlaying ? { now_playing_id: null } : {}),
    night: { states: [{ id: item.id, to: 'skipped' }], ...(wasPlaying ? { now_playing_item_id: null } : {}) },
  };
}

/** Plays a song of the night now; the song playing before stays where it was in the night. */
export function playItemNow(
  requests: readonly StageRequest[],
  items: readonly NightItemRow[],
  itemId: number,
): NightPlan {
  requireNight(items);
  const item = findItem(items, itemId);
  if (!isStillToPlay(item, byId(requests))) throw conflict(nightMessages.itemDone(item.state), 'night_item_done');
  return { label: `Started ${item.title}`, ...starting(item, requests), night: { now_playing_item_id: item.id } };
}
