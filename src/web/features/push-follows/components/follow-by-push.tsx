import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { ApiError } from '../../../lib/api-client';
import { followByPush, unfollowByPush } from '../api/push-follow';

type Note = 'off' | 'working' | 'on' | 'dismissed' | 'blocked' | 'failed' | 'unavailable';

const keyOf = (qrCodeId: string) => `sc_follow_push_${qrCodeId}`;
const keptEndpoint = (qrCodeId: string) => {
  try {
    return localStorage.getItem(keyOf(qrCodeId));
  } catch {
    return null;
  }
};
const keepEndpoint = (qrCodeId: string, endpoint: string | null) => {
  try {
    if (endpoint === null) localStorage.removeItem(keyOf(qrCodeId));
    else localStorage.setItem(keyOf(qrCodeId), endpoint);
  } catch {
    // Private browsing without storage: the follow stays; this page forgets it on a reload.
  }
};

const notes = (stageName: string): Record<Note, string> => ({
  off: `This browser gets a notification when ${stageName} goes live. No e-mail needed.`,
  working: 'Asking your browser…',
  on: `On: we’ll buzz this browser when ${stageName} goes live. Tap again to stop.`,
  dismissed: 'Allow notifications when your browser asks, and we’ll buzz it.',
  blocked: 'Notifications are blocked for this site, so we can’t buzz this browser. Follow by e-mail instead.',
  failed: 'We couldn’t change that just now. Please try again.',
  unavailable: 'Buzzing isn’t available here. Follow by e-mail instead.',
});

/**
 * Follow a musician by push (docs/decisions/033): the browser's permission is the opt-in, the
 * subscription the whole follow; the push code loads on the tap. Shows nothing where the browser
 * has no Push API (the e-mail form beside it is the way there). A default export: loaded apart.
 */
export default function FollowByPush({ qrCodeId, stageName }: { qrCodeId: string; stageName: string }) {
  const [canPush] = useState(() => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window);
  const [isOn, setIsOn] = useState(() => keptEndpoint(qrCodeId) !== null);
  const [isWorking, setIsWorking] = useState(false);
  const [note, setNote] = useState<Note>(() =>
    keptEndpoint(qrCodeId) !== null ? 'on' : canPush && Notification.permission === 'denied' ? 'blocked' : 'off',
  );
  if (!canPush) return null;

  const start = async () => {
    setIsWorking(true);
    setNote('working');
    try {
      // Asked first, on the tap itself: Safari shows the question only in answer to a gesture.
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setNote(permission === 'denied' ? 'blocked' : 'dismissed');
        return;
      }
      const { subscribeToPush } = await import('../../../lib/web-push');
      const subscription = await subscribeToPush();
      await followByPush(qrCodeId, subscription);
      keepEndpoint(qrCodeId, subscription.endpoint ?? null);
      setIsOn(true);
      setNote('on');
    } catch (error) {
      setNote(error instanceof ApiError && error.code === 'push_unavailable' ? 'unavailable' : 'failed');
    } finally {
      setIsWorking(false);
    }
  };

  const stop = async () => {
    const endpoint = keptEndpoint(qrCodeId);
    setIsWorking(true);
    setNote('working');
    try {
      if (endpoint) await unfollowByPush(qrCodeId, endpoint);
      keepEndpoint(qrCodeId, null);
      setIsOn(false);
      setNote('off');
    } catch (error) {
      const isGone = error instanceof ApiError && error.code === 'push_not_subscribed';
      if (isGone) keepEndpoint(qrCodeId, null);
      setIsOn(!isGone);
      setNote(isGone ? 'off' : 'failed');
    } finally {
      setIsWorking(false);
    }
  };

  const cannot = !isOn && (note === 'blocked' || note === 'unavailable');
  return (
    <div className="mt-3 grid gap-2">
      {cannot ? null : (
        <Button
          // Quieter than the page's Send Request, which stays the one bright button.
          variant="secondary"
          className="w-full"
          aria-pressed={isOn}
          isLoading={isWorking}
          icon={<BellRing aria-hidden="true" className="size-5" />}
          onClick={() => void (isOn ? stop() : start())}
        >
          Buzz me when {stageName} goes live
        </Button>
      )}
      <p aria-live="polite" className="text-sm text-ink-muted">
        {notes(stageName)[note]}
      </p>
    </div>
  );
}
