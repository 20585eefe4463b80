import { Vibrate, VibrateOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { usePushToggle } from '../../../lib/use-push-toggle';
import { removePushSubscription, savePushSubscription } from '../api/push-subscription';

type Support = 'push' | 'no-push' | 'ios-browser';

/** Whether this browser can be buzzed at all: Safari on iPhone and iPad can only from a Home Screen app. */
function pushSupport(): Support {
  if ('serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window) return 'push';
  const isAppleMobile =
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
  return isAppleMobile ? 'ios-browser' : 'no-push';
}

const keepOpen = 'Keep this page open: your requests update here as the artist plays.';

const buzzWords = {
  button: 'Buzz me when it’s next',
  working: 'Asking your phone…',
  off: 'We’ll buzz this phone when your song is up next and when it’s playing, even with the page closed.',
  on: 'Buzz is on: we’ll buzz this phone when your song is up next and when it’s playing. Tap again to stop.',
  dismissed: `Allow notifications when your phone asks, and we’ll buzz it. ${keepOpen}`,
  blocked: `Notifications are blocked for this site, so we can’t buzz this phone. ${keepOpen}`,
  failed: 'We couldn’t change the buzz just now. Please try again.',
  unavailable: `Buzzing phones isn’t available here. ${keepOpen}`,
  noPush: `This browser can’t buzz your phone. ${keepOpen}`,
  iosBrowser: `On iPhone and iPad, only apps added to the Home Screen can buzz. ${keepOpen}`,
} as const;

/**
 * "Buzz me when it's next" (docs/decisions/033): asks for notifications, then loads the push code
 * (its own chunk, fetched on the tap) to subscribe this browser and hands the subscription to the
 * server. Where push cannot work, says so plainly; the list above keeps updating either way.
 */
export function BuzzControl({ sessionId }: { sessionId: number }) {
  const [support] = useState(pushSupport);
  const { isOn, isWorking, note, cannot, toggle } = usePushToggle({
    canPush: support === 'push',
    storageKey: `sc_buzz_${sessionId}`,
    save: (subscription) => savePushSubscription(sessionId, subscription),
    remove: (endpoint) => removePushSubscription(sessionId, endpoint),
  });

  if (support !== 'push') {
    return (
      <p className="mt-4 flex gap-2 border-t border-line pt-4 text-sm text-ink-muted">
        <VibrateOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {support === 'ios-browser' ? buzzWords.iosBrowser : buzzWords.noPush}
      </p>
    );
  }

  return (
    <div className="mt-4 grid gap-2 border-t border-line pt-4">
      {cannot ? null : (
        <Button
          variant={isOn ? 'secondary' : 'primary'}
          className="w-full"
          aria-pressed={isOn}
          isLoading={isWorking}
          icon={<Vibrate aria-hidden="true" className="size-5" />}
          onClick={toggle}
        >
          {buzzWords.button}
        </Button>
      )}
      <p aria-live="polite" className="flex gap-2 text-sm text-ink-muted">
        {cannot ? <VibrateOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : null}
        <span>{buzzWords[note]}</span>
      </p>
    </div>
  );
}
