import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One line of a card's details: an icon and its text, e.g. the venue with a map pin. */
export function DetailRow({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2.5">
      <dt className="mt-0.5 shrink-0 text-ink-muted">
        <Icon aria-hidden="true" className="size-4" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 wrap-anywhere text-ink">{children}</dd>
    </div>
  );
}
