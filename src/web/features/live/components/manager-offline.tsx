import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../components/button';

/** How often the shell tries the network again by itself while it is down. */
const RETRY_MS = 5000;

/**
 * The stage app opened in a dead spot: its shell from the service worker, saying what
 * is going on, trying again by itself (and at once when the browser is back online), never the
 * browser's offline page nor a redirect that forgets the show.
 */
export function ManagerOffline() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const retry = () => void queryClient.refetchQueries({ type: 'active' });
    const timer = window.setInterval(retry, RETRY_MS);
    window.addEventListener('online', retry);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', retry);
    };
  }, [queryClient]);
  return (
    <main className="mx-auto grid min-h-dvh max-w-5xl content-start gap-4 px-3 py-6 sm:px-6">
      <p className="text-sm font-extrabold uppercase tracking-widest text-danger">Live session</p>
      <div role="alert" className="flex items-start gap-3 rounded-card bg-danger-fill px-4 py-4 text-on-danger">
        <WifiOff aria-hidden="true" className="mt-0.5 size-7 shrink-0" />
        <div>
          <h1 className="text-xl font-bold">No connection: reconnecting…</h1>
          <p className="mt-1">
            Your queue appears as soon as the network is back. Requests sent meanwhile are kept and show up then.
          </p>
        </div>
      </div>
      <Button
        variant="secondary"
        className="justify-self-start"
        onClick={() => void queryClient.refetchQueries({ type: 'active' })}
      >
        Try again now
      </Button>
    </main>
  );
}
