import type { AppContext } from '../../context';
import type { RequestPushesTable } from '../../db/types';
import type { PushMessage } from '../../push/push-sender';
import type { RealtimeEvent } from '../../realtime/event-bus';
import type { RequestPushPayload } from '../../../shared/push-follows';
import {
  claimRequestPush,
  deleteSubscriptionById,
  pushShow,
  releaseRequestPush,
  sentRequestPushes,
  showSubscriptions,
} from './buzz-queries';
import { followersRequests, orderingRequests } from './my-requests-queries';
import { myRequestsFrom } from './my-requests-service';

type PushKind = RequestPushesTable['kind'];

interface DuePush {
  deviceId: string;
  requestId: number;
  songTitle: string;
  kind: PushKind;
}

/** Only these can move a song to up next or playing: a status, the stage (order, song playing), a +1 withdrawn. */
const MOVING = new Set(['request.updated', 'request.withdrawn', 'session.stage']);

/** The shows whose queue the committed events moved. */
export function showsMoved(events: readonly RealtimeEvent[]): number[] {
  const shows = new Set<number>();
  for (const event of events) {
    if (!event.channel.startsWith('queue:') || !MOVING.has(event.type)) continue;
    const data = event.data as { id?: unknown; session_id?: unknown } | null;
    const show = event.type.startsWith('session.') ? data?.id : data?.session_id;
    if (typeof show === 'number') shows.add(show);
  }
  return [...shows];
}

/**
 * Which of the subscribed phones' songs are up next or playing now and not yet told so: their
 * lists as 'Your requests' shows them (myRequestsFrom, so the two cannot disagree), 'Coming up
 * next' (accepted, no song ahead) and 'Playing now'. A song told it is playing is not told it is
 * next after an Undo.
 */
export function duePushes(
  show: Parameters<typeof myRequestsFrom>[0],
  rows: Awaited<ReturnType<typeof followersRequests>>,
  ordering: Parameters<typeof myRequestsFrom>[2],
  sent: readonly { request_id: number; kind: PushKind }[],
): DuePush[] {
  const told = new Set(sent.map((push) => `${push.request_id}:${push.kind}`));
  const byDevice = new Map<string, typeof rows>();
  for (const row of rows) {
    if (row.device_id === null) continue;
    byDevice.set(row.device_id, [...(byDevice.get(row.device_id) ?? []), row]);
  }
  const due: DuePush[] = [];
  for (const [deviceId, own] of byDevice) {
    for (const request of myRequestsFrom(show, own, ordering).requests) {
      if (request.status !== 'accepted') continue;
      const kind: PushKind | null = request.is_playing ? 'playing_now' : request.songs_ahead === 0 ? 'up_next' : null;
      if (!kind || told.has(`${request.id}:${kind}`) || told.has(`${request.id}:playing_now`)) continue;
      due.push({ deviceId, requestId: request.id, songTitle: request.song_title, kind });
    }
  }
  return due;
}

const messageOf = (push: DuePush, qrCodeId: string): PushMessage => {
  const payload: RequestPushPayload = {
    status: push.kind,
    song_title: push.songTitle,
    url: `/request?qr=${encodeURIComponent(qrCodeId)}`,
  };
  return {
    payload,
    // Worth nothing once the song is over: a phone off for longer gets nothing.
    ttlSeconds: push.kind === 'up_next' ? 15 * 60 : 5 * 60,
    urgency: 'high',
    // "Playing now" replaces an "up next" the phone has not received yet.
    topic: `request-${push.requestId}`,
  };
};

/**
 * One look at a show after a change: reads the subscribed phones' songs, claims each push due
 * (request_pushes: one claim wins, on any instance), and sends it to that phone's subscriptions,
 * outside any transaction. A push service that no longer knows a subscription (404/410) has it
 * deleted; a push no subscription of the phone took is given back, for the show's next change.
 */
async function pushDueRequests(ctx: AppContext, sessionId: number): Promise<void> {
  const push = ctx.push;
  if (!push) return;
  const subscriptions = await showSubscriptions(ctx.db, sessionId);
  if (subscriptions.length === 0) return;
  const show = await pushShow(ctx.db, sessionId);
  if (!show || show.status === 'ended') return;
  const devices = [...new Set(subscriptions.map((subscription) => subscription.device_id))];
  const rows = await followersRequests(ctx.db, sessionId, devices);
  if (!rows.some((row) => row.status === 'accepted')) return;
  const [ordering, sent] = await Promise.all([
    orderingRequests(ctx.db, sessionId),
    sentRequestPushes(ctx.db, sessionId),
  ]);
  for (const due of duePushes(show, rows, ordering, sent)) {
    const claimed = await claimRequestPush(ctx.db, {
      request_id: due.requestId,
      kind: due.kind,
      session_id: sessionId,
      sent_at: ctx.clock.now().toISOString(),
    });
    if (!claimed) continue;
    const targets = subscriptions.filter((subscription) => subscription.device_id === due.deviceId);
    const message = messageOf(due, show.qr_code_id);
    const outcomes = await Promise.all(
      targets.map(async (target) => {
        const outcome = await push.send(target, message);
        if (outcome === 'gone') await deleteSubscriptionById(ctx.db, target.id);
        return outcome;
      }),
    );
    if (outcomes.every((outcome) => outcome === 'failed')) await releaseRequestPush(ctx.db, due.requestId, due.kind);
  }
}

export interface RequestPushes {
  /** Looks at a show now; looks that overlap on this instance fold into one more after it. */
  check(sessionId: number): Promise<void>;
  /** The bus's after-commit hook: the shows these events moved are looked at. */
  committed(events: readonly RealtimeEvent[]): void;
  /** Resolves when no look is in progress (tests wait on it instead of sleeping). */
  idle(): Promise<void>;
}

export function createRequestPushes(
  ctx: AppContext,
  log: (message: string, error: unknown) => void = () => undefined,
): RequestPushes {
  const running = new Map<number, { again: boolean; done: Promise<void> }>();
  const check = (sessionId: number): Promise<void> => {
    const current = running.get(sessionId);
    if (current) {
      current.again = true;
      return current.done;
    }
    const look = { again: false, done: Promise.resolve() };
    look.done = (async () => {
      try {
        do {
          look.again = false;
          await pushDueRequests(ctx, sessionId);
        } while (look.again);
      } catch (error) {
        log(`pushing the songs of show ${sessionId} failed`, error);
      } finally {
        running.delete(sessionId);
      }
    })();
    running.set(sessionId, look);
    return look.done;
  };
  return {
    check,
    committed: (events) => showsMoved(events).forEach((sessionId) => void check(sessionId)),
    async idle() {
      while (running.size > 0) await Promise.all([...running.values()].map((look) => look.done));
    },
  };
}

const byApp = new WeakMap<AppContext, RequestPushes>();

/** The app's one watcher (the bus's after-commit hook and the subscribe route share it); buildApp starts it with its log. */
export function requestPushesOf(ctx: AppContext, log?: (message: string, error: unknown) => void): RequestPushes {
  let pushes = byApp.get(ctx);
  if (!pushes) {
    pushes = createRequestPushes(ctx, log);
    byApp.set(ctx, pushes);
  }
  return pushes;
}
