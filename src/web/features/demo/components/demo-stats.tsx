import { Clock, ListMusic, Music, PoundSterling, type LucideIcon } from 'lucide-react';
import { formatPence } from '../../../lib/format';
import type { DemoTotals } from '../demo-data';

export function DemoStats({ totals }: { totals: DemoTotals }) {
  const stats: { label: string; value: string; icon: LucideIcon }[] = [
    { label: 'Requests', value: String(totals.requests), icon: ListMusic },
    { label: 'Pending', value: String(totals.pending), icon: Clock },
    { label: 'Played', value: String(totals.played), icon: Music },
    { label: 'Tips tonight', value: formatPence(totals.tips), icon: PoundSterling },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {stats.map(({ label, value, icon: Icon }) => (
        <div key={label} className="rounded-card border border-line bg-surface p-4">
          <dt className="flex items-center gap-2 text-sm font-medium text-ink-muted">
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums text-ink sm:text-3xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
