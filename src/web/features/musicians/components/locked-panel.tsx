import { Lock } from 'lucide-react';
import { Button } from '../../../components/button';

interface LockedPanelProps {
  /** The spec's words: 'Complete Profile Required' or 'Live Sessions Locked'. */
  title: string;
  description: string;
  onCompleteProfile: () => void;
}

/** Stands in for the earnings or live-session panel while the profile is incomplete (spec 1 §4). */
export function LockedPanel({ title, description, onCompleteProfile }: LockedPanelProps) {
  return (
    <section
      aria-label={title}
      className="flex h-full flex-col items-center justify-center rounded-card border border-dashed border-line-strong/60 bg-surface px-6 py-8 text-center"
    >
      <span className="mb-3 inline-flex size-12 items-center justify-center rounded-full bg-surface-raised text-ink-muted">
        <Lock aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      <p className="mt-1 max-w-xs text-pretty text-sm text-ink-muted">{description}</p>
      <Button variant="secondary" className="mt-4" onClick={onCompleteProfile}>
        Complete Profile
      </Button>
    </section>
  );
}
