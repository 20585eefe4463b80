import { Check, Hourglass, Music, X, type LucideIcon } from 'lucide-react';
import type { RequestStatus } from '../../../../shared/live';

interface StatusStyle {
  label: string;
  icon: LucideIcon;
  badge: string;
  iconColour: string;
  edge: string;
}

// Accepted's words are in the ink colour: the light theme's success green on its soft tint is
// just under 4.5:1; the icon and the row edge carry the green.
export const statusStyles: Record<RequestStatus, StatusStyle> = {
  pending: {
    label: 'Pending',
    icon: Hourglass,
    badge: 'bg-accent-soft text-accent-ink',
    iconColour: '',
    edge: 'border-l-accent',
  },
  accepted: {
    label: 'Accepted',
    icon: Check,
    badge: 'bg-success-soft text-ink',
    iconColour: 'text-success',
    edge: 'border-l-success',
  },
  played: {
    label: 'Played',
    icon: Music,
    badge: 'bg-surface-raised text-ink-muted',
    iconColour: '',
    edge: 'border-l-line-strong',
  },
  declined: {
    label: 'Declined',
    icon: X,
    badge: 'bg-danger-soft text-danger',
    iconColour: '',
    edge: 'border-l-danger',
  },
};

/** The status in words and an icon, so colour is never the only signal; large enough for a music stand. */
export function StatusBadge({ status }: { status: RequestStatus }) {
  const { label, icon: Icon, badge, iconColour } = statusStyles[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold uppercase tracking-wide sm:text-base ${badge}`}
    >
      <Icon aria-hidden="true" className={`size-4 sm:size-5 ${iconColour}`} strokeWidth={2.5} />
      {label}
    </span>
  );
}
