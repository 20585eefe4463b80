import { Wrench } from 'lucide-react';
import { useEffect } from 'react';
import { PageLayout } from './page-layout';

/** While it shows, the platform is asked every 30 s whether it is back. */
const RECHECK_MS = 30_000;

/**
 * Spec 2 §4 maintenance mode, as musicians and fans see it: what is happening and that nothing is
 * lost. It reloads the page by itself once the platform is open again.
 */
export function MaintenancePage() {
  useEffect(() => {
    const timer = window.setInterval(() => {
      // The probe is no API operation (the document hides it, and it alone answers during
      // maintenance): through the client, its answer would have no type to check.
      // eslint-disable-next-line stagecall/typed-api-calls -- a hidden, untyped probe
      fetch('/api/platform/status', { headers: { Accept: 'application/json' } })
        .then((res) => (res.ok ? (res.json() as Promise<{ maintenance_mode?: boolean }>) : null))
        .then((status) => {
          if (status && status.maintenance_mode === false) window.location.reload();
        })
        .catch(() => undefined);
    }, RECHECK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <PageLayout width="narrow">
      <section className="flex flex-col items-center py-10 text-center" aria-labelledby="maintenance-title">
        <span className="mb-5 inline-flex size-16 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
          <Wrench aria-hidden="true" className="size-8" />
        </span>
        <h1 id="maintenance-title" className="text-balance text-3xl font-bold text-ink">
          Down for maintenance
        </h1>
        <p className="mt-3 max-w-md text-pretty text-ink-muted">
          Stagecall is being updated and will be back in a little while. Your requests, tips and messages are safe. This
          page reloads by itself when we are back.
        </p>
        <button
          type="button"
          className="mt-6 min-h-11 rounded-control border border-line-strong px-4 font-semibold text-ink"
          onClick={() => window.location.reload()}
        >
          Try again
        </button>
      </section>
    </PageLayout>
  );
}
