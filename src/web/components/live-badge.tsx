/**
 * The LIVE marker: a word, not just a red dot, so colour is never the only signal. A paused show
 * is still on, but takes no requests for a while.
 */
export function LiveBadge({ paused = false }: { paused?: boolean }) {
  if (paused) {
    return (
      <span className="inline-flex items-center rounded-full bg-surface-raised px-2.5 py-0.5 text-xs font-bold uppercase tracking-wider text-ink">
        Requests paused
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-danger-fill px-2.5 py-0.5 text-xs font-bold uppercase tracking-wider text-on-danger">
      <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-on-danger" />
      Live
    </span>
  );
}
