import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { checkedSubscription, requirePush } from '../../push/check-subscription';
import { channels, type RealtimeEvent } from '../../realtime/event-bus';
import { pushMessages, type LivePushPayload, type PushSubscriptionBody } from '../../../shared/push-follows';
import { liveNewsRule } from '../followers/service';
import {
  claimPushFollowersToTell,
  deletePushFollower,
  deletePushFollowerById,
  followableMusician,
  savePushFollower,
  startedShow,
} from './queries';

async function musicianOf(ctx: AppContext, qrCodeId: string) {
  const musician = await followableMusician(ctx.db, qrCodeId);
  if (!musician || musician.is_active !== 1) throw notFound(pushMessages.artistNotFound);
  return musician;
}

/**
 * A fan follows a musician by push: this browser is buzzed when they go live. No address, no
 * account: the subscription is the whole follow, and stopping it (or the push service forgetting
 * it) removes it. The browser's permission prompt is the opt-in.
 */
export async function followByPush(
  ctx: AppContext,
  qrCodeId: string,
  subscription: PushSubscriptionBody,
): Promise<{ isNew: boolean }> {
  const push = requirePush(ctx);
  const musician = await musicianOf(ctx, qrCodeId);
  const target = checkedSubscription(push, subscription);
  const isNew = await savePushFollower(ctx.db, {
    musician_id: musician.id,
    ...target,
    created_at: ctx.clock.now().toISOString(),
  });
  return { isNew };
}

/** Stops it: whoever holds the subscription's endpoint (only its browser knows it) may. */
export async function unfollowByPush(ctx: AppContext, qrCodeId: string, endpoint: string): Promise<void> {
  requirePush(ctx);
  const musician = await musicianOf(ctx, qrCodeId);
  if (!(await deletePushFollower(ctx.db, musician.id, endpoint))) {
    throw notFound(pushMessages.notFollowing, 'push_not_subscribed');
  }
}

/** The shows these committed events started. */
export function showsStarted(events: readonly RealtimeEvent[]): number[] {
  return events.flatMap((event) => {
    const id = (event.data as { id?: unknown } | null)?.id;
    return event.channel === channels.activeSessions && event.type === 'session.started' && typeof id === 'number'
      ? [id]
      : [];
  });
}

/**
 * "Live now" to the musician's push followers, after the commit that started the show (the
 * writer's after-commit hook, so once per show), if the musician tells followers of shows and the
 * follower has not been told within the musician's "at most": the stage name, the venue and the
 * request page.
 * A push service that no longer knows a follower (404/410) has it deleted.
 */
export async function tellPushFollowersLive(ctx: AppContext, sessionId: number): Promise<void> {
  const push = ctx.push;
  if (!push) return;
  const show = await startedShow(ctx.db, sessionId);
  if (!show || show.status === 'ended' || !show.qr_code_id) return;
  // The musician's choice holds for push followers as for e-mail ones: whether followers hear of
  // shows at all, and at most how often each is told anything.
  const at = ctx.clock.now();
  const rule = await liveNewsRule(ctx.db, show.musician_id, at);
  if (!rule.tell) return;
  const followers = await claimPushFollowersToTell(ctx.db, show.musician_id, at.toISOString(), rule.toldBefore);
  const payload: LivePushPayload = {
    status: 'live_now',
    stage_name: show.stage_name,
    venue_name: show.venue_name,
    url: `/request?qr=${encodeURIComponent(show.qr_code_id)}`,
  };
  await Promise.all(
    followers.map(async (follower) => {
      const outcome = await push.send(follower, {
        payload,
        ttlSeconds: 60 * 60,
        urgency: 'normal',
        topic: `live-${show.musician_id}`,
      });
      if (outcome === 'gone') await deletePushFollowerById(ctx.db, follower.id);
    }),
  );
}

export interface LivePushes {
  /** The bus's after-commit hook: the shows these events started are announced. */
  committed(events: readonly RealtimeEvent[]): void;
  /** Resolves when no announcement is under way (tests wait on it instead of sleeping). */
  idle(): Promise<void>;
}

const byApp = new WeakMap<AppContext, LivePushes>();

/** The app's one announcer (buildApp starts it with its log; tests wait on the same). */
export function livePushesOf(
  ctx: AppContext,
  log: (message: string, error: unknown) => void = () => undefined,
): LivePushes {
  let pushes = byApp.get(ctx);
  if (!pushes) {
    const running = new Set<Promise<void>>();
    pushes = {
      committed(events) {
        for (const sessionId of showsStarted(events)) {
          const run: Promise<void> = tellPushFollowersLive(ctx, sessionId)
            .catch((error: unknown) => log(`telling the push followers of show ${sessionId} failed`, error))
            .finally(() => running.delete(run));
          running.add(run);
        }
      },
      async idle() {
        while (running.size > 0) await Promise.all(running);
      },
    };
    byApp.set(ctx, pushes);
  }
  return pushes;
}
