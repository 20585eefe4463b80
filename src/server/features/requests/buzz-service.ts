import type { AppContext } from '../../context';
import { conflict, notFound } from '../../http/errors';
import { checkedSubscription, requirePush } from '../../push/check-subscription';
import { pushMessages, type PushSubscriptionBody } from '../../../shared/push-follows';
import { requestMessages } from '../../../shared/requests';
import { deleteSubscription, saveSubscription } from './buzz-queries';
import { deviceRequests, sessionStatus } from './my-requests-queries';
import { requestPushesOf } from './request-pushes';

/**
 * "Buzz me when it's next": keeps this phone's push subscription for the show until the show ends.
 * Only for a phone that has asked for a song there (its device cookie names its requests, as for
 * 'Your requests'), and only to a push service's address. A song already next or playing is told
 * at once, after the answer.
 */
export async function subscribeToRequestPushes(
  ctx: AppContext,
  sessionId: number,
  deviceId: string | undefined,
  subscription: PushSubscriptionBody,
): Promise<{ isNew: boolean }> {
  const push = requirePush(ctx);
  const show = await sessionStatus(ctx.db, sessionId);
  if (!show || show.status === 'ended') throw notFound(requestMessages.sessionNotActive, 'session_not_live');
  const target = checkedSubscription(push, subscription);
  const own = deviceId ? await deviceRequests(ctx.db, sessionId, deviceId) : [];
  if (!deviceId || own.length === 0) throw conflict(pushMessages.nothingRequested, 'push_nothing_requested');
  const isNew = await saveSubscription(ctx.db, {
    session_id: sessionId,
    device_id: deviceId,
    ...target,
    created_at: ctx.clock.now().toISOString(),
  });
  void requestPushesOf(ctx).check(sessionId);
  return { isNew };
}

/** "Stop buzzing": removes this phone's subscription; another phone's, or none, is not found. */
export async function unsubscribeFromRequestPushes(
  ctx: AppContext,
  sessionId: number,
  deviceId: string | undefined,
  endpoint: string,
): Promise<void> {
  requirePush(ctx);
  if (!deviceId || !(await deleteSubscription(ctx.db, sessionId, deviceId, endpoint))) {
    throw notFound(pushMessages.notSubscribed, 'push_not_subscribed');
  }
}
