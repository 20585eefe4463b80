import { BarChart3 } from 'lucide-react';

/** Spec 2 'Analytics': a placeholder saying it is coming soon (one of the spec's own placeholders). */
export function AnalyticsTab() {
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-line p-10 text-center">
      <BarChart3 aria-hidden="true" className="size-10 text-ink-muted" />
      <h2 className="mt-3 text-xl font-bold text-ink">Analytics coming soon</h2>
      <p className="mt-1 max-w-md text-ink-muted">Charts of requests, tips and sign-ups over time will live here.</p>
    </div>
  );
}
