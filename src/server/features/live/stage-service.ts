import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import { authorizeOwner } from '../../security/policies';
import { conflict, notFound } from '../../http/errors';
import { channels, type Emit } from '../../realtime/event-bus';
import {
  canTransition,
  liveMessages,
  type LiveSession,
  type RequestStatus,
  type SongRequest,
} from '../../../shared/live';
import type { QueueStageUpdate } from '../../../shared/live/queue-events';
import { orderSongs, queueOrderLabels, type QueueOrder } from '../../../shared/live/queue-order';
import { stageMessages } from '../../../shared/live/stage';
import { adjustTimesPlayed } from '../songs/public';
import { requestColumns, updateRequestStatus } from '../requests/public';
import { findSessionById } from './queries';
import { settleRequestPrices } from '../tips/request-price-service';
import { findStage, saveScreenShowsFans, saveStage, stageRequests } from './stage-queries';
import { isPhoneBlocked, setPhoneBlocked } from './phone-block-queries';
import { parseStageMemory, undoLabelsOf, type NightUndo, type PhoneBlock, type UndoState } from './stage-memory';
import { nightItems, type NightItemRow } from './night-queries';
import { applyNightChange, recordPlayed, undoNightChange, type NightChange } from './night-changes';
import { nextOfNight } from './night-plans';

export type StageRequest = Awaited<ReturnType<typeof stageRequests>>[number];
export type Stage = NonNullable<Awaited<ReturnType<typeof findStage>>>;

/**
 * Who taps: the act whose show it is and the member (their user id), so that Undo takes back
 * that member's own last tap and the show's log says who did what (decision 035, step 4).
 */
export interface StageActor {
  actId: number;
  userId: number;
}

/**
 * What a stage action changes; `label` names it for Undo ('Played Wonderwall'), null for Undo
 * itself (nothing left to undo); no label changes nothing and keeps what Undo would put back.
 */
interface StagePlan {
  label?: string | null;
  queue_order?: QueueOrder;
  now_playing_id?: number | null;
  statuses?: { id: number; to: RequestStatus }[];
  /** Phones to block or unblock; when none changes, neither does what Undo would put back. */
  blocks?: PhoneBlock[];
  /** The show's log line when it is not the label (Undo's). */
  log?: string;
  /** What it changes of the night, when the show has a setlist (decision 043). */
  night?: NightChange;
  /** Undo's: the night as the member's last action found it. */
  nightUndo?: NightUndo;
}

/** A stage action's plan: from the show, its requests and its night (empty without a setlist). */
export type PlanStage = (stage: Stage, requests: StageRequest[], items: NightItemRow[]) => StagePlan;

/** The request playing now: only while it is still accepted (a decline or a replay elsewhere ends it). */
export function playingNow(stage: Pick<Stage, 'now_playing_id'>, requests: readonly StageRequest[]) {
  const playing = requests.find((request) => request.id === stage.now_playing_id);
  return playing?.status === 'accepted' ? playing : undefined;
}

/** Up Next as songs in the show's order, without the song playing now. */
export function upNextSongs(stage: Pick<Stage, 'now_playing_id' | 'queue_order'>, requests: readonly StageRequest[]) {
  const playing = playingNow(stage, requests);
  const accepted = requests.filter(
    (request) => request.status === 'accepted' && request.song_key !== playing?.song_key,
  );
  return orderSongs(accepted, stage.queue_order);
}

const songName = (request: StageRequest) => request.song_title.trim();

/**
 * One stage action as one transaction under the queue's lock (the intake's and every status
 * change's lock too): it reads the show, plans the change, applies it, keeps what Undo needs, and
 * tells the musician's devices (request.updated, session.stage) and, through the same channel,
 * the fans' streams and the venue screen, which read their state again.
 */
export async function stageAction(
  ctx: AppContext,
  actor: StageActor,
  sessionId: number,
  plan: PlanStage,
  { afterEnd = false }: { afterEnd?: boolean } = {},
): Promise<{ session: LiveSession; changed: SongRequest[] }> {
  const musicianId = actor.actId;
  authorizeOwner('liveSession', await findSessionById(ctx.db, sessionId), musicianId);
  const queue = channels.musicianQueue(musicianId);
  const at = ctx.clock.now().toISOString();
  const changed = await ctx.bus.transaction([queue], async (trx, emit) => {
    const stage = await findStage(trx, sessionId);
    if (!stage) throw notFound(liveMessages.sessionNotFound);
    if (stage.status === 'ended' && !afterEnd) throw conflict(liveMessages.alreadyEnded, 'session_ended');
    const requests = await stageRequests(trx, sessionId);
    const items = await nightItems(trx, sessionId);
    const change = plan(stage, requests, items);
    const undone: UndoState['statuses'] = [];
    for (const { id, to } of change.statuses ?? []) {
      const request = requests.find((candidate) => candidate.id === id);
      if (!request || request.status === to) continue;
      await updateRequestStatus(trx, id, request.status, to, at);
      if (to === 'played') await adjustTimesPlayed(trx, request.song_id, 1);
      if (request.status === 'played') await adjustTimesPlayed(trx, request.song_id, -1);
      undone.push({ id, status: request.status, to });
    }
    const unblocked: PhoneBlock[] = [];
    for (const { device_id, blocked } of change.blocks ?? []) {
      const was = await isPhoneBlocked(trx, sessionId, device_id);
      if (was === blocked) continue;
      await setPhoneBlocked(trx, sessionId, device_id, blocked, at);
      unblocked.push({ device_id, blocked: was });
    }
    // Blocking a phone already blocked is a tap that changes nothing (Undo still ends what it takes back).
    const isNoOp = change.label !== null && Boolean(change.blocks?.length) && unblocked.length + undone.length === 0;
    const label = isNoOp ? undefined : change.label;
    const queueOrder = change.queue_order ?? stage.queue_order;
    const nowPlayingId = change.now_playing_id === undefined ? stage.now_playing_id : change.now_playing_id;
    // The night moves with the requests: songs of the set played or skipped, requests slotted in,
    // and every song played (set or request) appended to the night's played list.
    let nightUndo: NightUndo | undefined;
    let nowPlayingItemId = stage.now_playing_item_id;
    if (change.label === null) {
      if (change.nightUndo)
        nowPlayingItemId = await undoNightChange(trx, sessionId, items, stage.now_playing_item_id, change.nightUndo);
    } else {
      nightUndo = await applyNightChange(trx, sessionId, items, stage.now_playing_item_id, change.night ?? {}, at);
      nowPlayingItemId = nightUndo.playing.after;
      const playedItems = nightUndo.states
        .filter((state) => state.to === 'played')
        .map(({ id }) => items.find((item) => item.id === id)!);
      const playedRequests = undone
        .filter(({ to }) => to === 'played')
        .map(({ id }) => requests.find((request) => request.id === id)!);
      nightUndo.played = await recordPlayed(trx, sessionId, playedItems, playedRequests, at);
    }
    const nightChanged =
      nightUndo &&
      (nightUndo.playing.before !== nightUndo.playing.after ||
        nightUndo.states.length + nightUndo.positions.length + nightUndo.inserted.length > 0 ||
        nightUndo.removed.length + nightUndo.played.length > 0);
    // Each member's last tap is theirs to undo; the show's log keeps every tap with who made it.
    const memory = parseStageMemory(stage.undo_state);
    const member = String(actor.userId);
    if (label === null) delete memory.members[member];
    else if (label !== undefined) {
      memory.members[member] = {
        label,
        undo: {
          queue_order: stage.queue_order,
          now_playing_id: stage.now_playing_id,
          statuses: undone,
          ...(unblocked.length > 0 ? { blocks: unblocked } : {}),
          ...(nightChanged ? { night: nightUndo } : {}),
          set: { queue_order: queueOrder, now_playing_id: nowPlayingId },
        },
      };
    }
    const logLine = label === undefined ? undefined : (change.log ?? label);
    if (logLine) memory.log.push({ at, user_id: actor.userId, label: logLine });
    const next = {
      queue_order: queueOrder,
      now_playing_id: nowPlayingId,
      now_playing_item_id: nowPlayingItemId,
      undo_label: label === undefined ? stage.undo_label : label,
      undo_state: JSON.stringify(memory),
    };
    await saveStage(trx, sessionId, next);
    const rows = await announce(
      trx,
      emit,
      queue,
      undone.map(({ id }) => id),
    );
    await emit(queue, 'session.stage', {
      id: sessionId,
      queue_order: next.queue_order,
      now_playing_id: next.now_playing_id,
      undo_label: next.undo_label,
      undo_labels: undoLabelsOf(next.undo_state),
      screen_shows_fans: stage.screen_shows_fans,
    } satisfies QueueStageUpdate);
    return rows;
  });
  // A price is taken when its request is accepted or played and let go when it is declined:
  // the provider is asked after the commit, never inside the transaction.
  await settleRequestPrices(
    ctx,
    changed.map((request) => request.id),
  );
  const { musician_id: _, ...session } = (await findSessionById(ctx.db, sessionId))!;
  return { session, changed };
}

/** A stage action whose answer is the show as it now stands. */
async function stageChange(
  ctx: AppContext,
  actor: StageActor,
  sessionId: number,
  plan: PlanStage,
): Promise<LiveSession> {
  return (await stageAction(ctx, actor, sessionId, plan)).session;
}

async function announce(trx: Db, emit: Emit, queue: string, ids: number[]): Promise<SongRequest[]> {
  if (ids.length === 0) return [];
  const rows = await trx.selectFrom('song_requests').select(requestColumns).where('id', 'in', ids).execute();
  for (const row of rows) await emit(queue, 'request.updated', row);
  return rows;
}

const statusVerbs: Record<RequestStatus, string> = {
  pending: 'Reopened',
  accepted: 'Accepted',
  played: 'Played',
  declined: 'Declined',
};

/**
 * Accept, decline or mark played some of a show's requests as one action that Undo takes back
 * ('Declined 3 requests' comes back as a whole). Requests whose status cannot move that way are
 * skipped, as the manager's bulk bar says; `strict` refuses instead (one request's own button,
 * changed elsewhere since the musician saw it). A show that has ended keeps this, for its history.
 */
export async function changeStatuses(
  ctx: AppContext,
  actor: StageActor,
  sessionId: number,
  ids: readonly number[],
  to: RequestStatus,
  { strict = false }: { strict?: boolean } = {},
): Promise<{ session: LiveSession; requests: SongRequest[] }> {
  const { session, changed } = await stageAction(
    ctx,
    actor,
    sessionId,
    (_stage, requests, items) => {
      const chosen = [...new Set(ids)].map((id) => {
        const request = requests.find((candidate) => candidate.id === id);
        if (!request) throw notFound(liveMessages.requestNotFound);
        return request;
      });
      const moving = chosen.filter((request) => canTransition(request.status, to));
      const stuck = chosen.find((request) => request.status !== to && !canTransition(request.status, to));
      if (stuck && (strict || moving.length === 0))
        throw conflict(liveMessages.invalidTransition(stuck.status, to), 'invalid_transition');
      if (moving.length === 0) return {};
      const oneSong = new Set(moving.map((request) => request.song_key)).size === 1;
      const what =
        moving.length === 1
          ? songName(moving[0]!)
          : oneSong
            ? `${songName(moving[0]!)} ×${moving.length}`
            : `${moving.length} requests`;
      const slotted =
        to === 'played'
          ? items.filter(
              (item) => item.state === 'upcoming' && moving.some((request) => request.id === item.request_id),
            )
          : [];
      return {
        label: `${statusVerbs[to]} ${what}`,
        statuses: moving.map((request) => ({ id: request.id, to })),
        night: { states: slotted.map((item) => ({ id: item.id, to: 'played' as const })) },
      };
    },
    { afterEnd: true },
  );
  return { session, requests: changed };
}

/** One tap on a request: it is played now (accepted, if it was new); the song playing before goes back to Up Next. */
export function startPlaying(ctx: AppContext, actor: StageActor, sessionId: number, requestId: number) {
  return stageChange(ctx, actor, sessionId, (_stage, requests, items) => {
    const request = requests.find((candidate) => candidate.id === requestId);
    if (!request) throw notFound(liveMessages.requestNotFound);
    if (request.status !== 'pending' && request.status !== 'accepted') {
      throw conflict(stageMessages.cannotStart(request.status), 'invalid_transition');
    }
    // Its own place in the night plays, if it was slotted; a song of the set playing goes back.
    const slotted = items.find((item) => item.request_id === request.id && item.state === 'upcoming');
    return {
      label: `Started ${songName(request)}`,
      now_playing_id: request.id,
      statuses: [{ id: request.id, to: 'accepted' }],
      night: { now_playing_item_id: slotted?.id ?? null },
    };
  });
}

/**
 * One tap: the song playing now is played (every accepted request for it: 'Wonderwall ×3' is
 * played once) and the first song of Up Next starts. With nothing playing, it starts that song.
 */
export function playNext(ctx: AppContext, actor: StageActor, sessionId: number) {
  return stageChange(ctx, actor, sessionId, (stage, requests, items) => {
    if (items.length > 0) return nextOfNight(stage, requests, items);
    const playing = playingNow(stage, requests);
    const following = upNextSongs(stage, requests)[0]?.requests[0] ?? null;
    if (!playing && !following) throw conflict(stageMessages.nothingUpNext, 'nothing_up_next');
    const played = playing
      ? requests.filter((request) => request.status === 'accepted' && request.song_key === playing.song_key)
      : [];
    return {
      label: playing ? `Played ${songName(playing)}` : `Started ${songName(following!)}`,
      now_playing_id: following?.id ?? null,
      statuses: played.map((request) => ({ id: request.id, to: 'played' as const })),
    };
  });
}

export function setQueueOrder(ctx: AppContext, actor: StageActor, sessionId: number, order: QueueOrder) {
  return stageChange(ctx, actor, sessionId, (stage) => ({
    ...(stage.queue_order === order ? {} : { label: `Order: ${queueOrderLabels[order]}` }),
    queue_order: order,
  }));
}

/**
 * Takes back this member's last stage action (one level: Undo itself is not undone), as far as it
 * still stands: a request, the order or the song playing that another member has changed since
 * keeps their change. Another member's taps are theirs to undo.
 */
export function undoLastAction(ctx: AppContext, actor: StageActor, sessionId: number) {
  return stageChange(ctx, actor, sessionId, (stage, requests) => {
    const mine = parseStageMemory(stage.undo_state).members[String(actor.userId)];
    if (!mine || !Array.isArray(mine.undo.statuses)) throw conflict(stageMessages.nothingToUndo, 'nothing_to_undo');
    const { undo } = mine;
    const stillSet = (id: number, to: RequestStatus | undefined) =>
      to === undefined || requests.find((request) => request.id === id)?.status === to;
    return {
      label: null,
      log: `Undid ${mine.label}`,
      ...(!undo.set || stage.queue_order === undo.set.queue_order ? { queue_order: undo.queue_order } : {}),
      ...(!undo.set || stage.now_playing_id === undo.set.now_playing_id ? { now_playing_id: undo.now_playing_id } : {}),
      statuses: undo.statuses.filter(({ id, to }) => stillSet(id, to)).map(({ id, status }) => ({ id, to: status })),
      blocks: undo.blocks,
      nightUndo: undo.night,
    };
  });
}

/** The venue screen shows fans' names and messages only when the musician switches it on for the show. */
export async function setScreenShowsFans(
  ctx: AppContext,
  musicianId: number,
  sessionId: number,
  showsFans: boolean,
): Promise<LiveSession> {
  authorizeOwner('liveSession', await findSessionById(ctx.db, sessionId), musicianId);
  const queue = channels.musicianQueue(musicianId);
  await ctx.bus.transaction([queue], async (trx, emit) => {
    const stage = await findStage(trx, sessionId);
    if (!stage) throw notFound(liveMessages.sessionNotFound);
    if (stage.status === 'ended') throw conflict(liveMessages.alreadyEnded, 'session_ended');
    await saveScreenShowsFans(trx, sessionId, showsFans);
    await emit(queue, 'session.stage', { ...stageUpdateOf(stage), screen_shows_fans: showsFans ? 1 : 0 });
  });
  const { musician_id: _, ...session } = (await findSessionById(ctx.db, sessionId))!;
  return session;
}

/** The queue stream's `session.stage` for a show whose stage a setting changed (not a tap). */
export const stageUpdateOf = (stage: Stage): QueueStageUpdate => ({
  id: stage.id,
  queue_order: stage.queue_order,
  now_playing_id: stage.now_playing_id,
  undo_label: stage.undo_label,
  undo_labels: undoLabelsOf(stage.undo_state),
  screen_shows_fans: stage.screen_shows_fans,
});
