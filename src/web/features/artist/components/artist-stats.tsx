import { groupThousands } from '../../../../shared/money';
import { formatPence } from '../../../lib/format';

/** Spec 2: the requests-received count, and the tips total in pounds only when nonzero. */
export function ArtistStats({ requests, tipsPence }: { requests: number; tipsPence: number }) {
  const showTips = tipsPence > 0;
  return (
    <dl className={`grid gap-3 ${showTips ? 'grid-cols-2' : 'grid-cols-1'}`}>
      <Stat label={requests === 1 ? 'Request received' : 'Requests received'} value={groupThousands(requests)} />
      {showTips ? <Stat label="Tips received" value={formatPence(tipsPence)} /> : null}
    </dl>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col-reverse justify-center rounded-control bg-surface-raised px-4 py-3">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="text-2xl font-extrabold tabular-nums text-ink">{value}</dd>
    </div>
  );
}
