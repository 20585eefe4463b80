import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { usePushToggle, type PushNote } from '../../../lib/use-push-toggle';
import { followByPush, unfollowByPush } from '../api/push-follow';

const notes = (stageName: string): Record<PushNote, string> => ({
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
  const { isOn, isWorking, note, cannot, toggle } = usePushToggle({
    canPush,
    storageKey: `sc_follow_push_${qrCodeId}`,
    save: (subscription) => followByPush(qrCodeId, subscription),
    remove: (endpoint) => unfollowByPush(qrCodeId, endpoint),
  });
  if (!canPush) return null;

  return (
    <div className="mt-3 grid gap-2">
      {cannot ? null : (
        <Button
          // Quieter than the page's Send Request, which stays the one bright button.
          variant="secondary"
          // A long stage name wraps inside the button instead of pushing past a 360 px screen.
          className="w-full [&>span]:min-w-0 [&>span]:wrap-anywhere"
          aria-pressed={isOn}
          isLoading={isWorking}
          icon={<BellRing aria-hidden="true" className="size-5" />}
          onClick={toggle}
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
