/** The LIVE marker: a word, not just a red dot, so colour is never the only signal. */
export function LiveBadge() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-danger-fill px-2.5 py-0.5 text-xs font-bold uppercase tracking-wider text-on-danger">
      <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-on-danger" />
      Live
    </span>
  );
}
