import { Ban, CircleCheck, Clock, Music, type LucideIcon } from 'lucide-react';
import type { DemoRequestStatus } from '../demo-data';

// The word stays in the ink colour on every tint (small bold text needs full contrast in both
// themes); the icon carries the status colour.
const styles: Record<DemoRequestStatus, { label: string; icon: LucideIcon; tint: string; iconColour: string }> = {
  pending: { label: 'Pending', icon: Clock, tint: 'bg-accent-soft', iconColour: 'text-accent-ink' },
  accepted: { label: 'Accepted', icon: CircleCheck, tint: 'bg-success-soft', iconColour: 'text-success' },
  played: { label: 'Played', icon: Music, tint: 'bg-surface-raised', iconColour: 'text-ink-muted' },
  declined: { label: 'Declined', icon: Ban, tint: 'bg-danger-soft', iconColour: 'text-danger' },
};

/** The status as a word and an icon, so colour is never the only signal. */
export function DemoStatusBadge({ status }: { status: DemoRequestStatus }) {
  const { label, icon: Icon, tint, iconColour } = styles[status];
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold uppercase tracking-wider text-ink ${tint}`}
    >
      <Icon aria-hidden="true" className={`size-3.5 ${iconColour}`} />
      {label}
    </span>
  );
}
