import { Check, X } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../components/button';
import { useToastClearance } from '../../../lib/use-toast-clearance';

interface BulkActionBarProps {
  selectedCount: number;
  onAcceptAll: () => void;
  onDeclineAll: () => void;
  onClear: () => void;
  isBusy: boolean;
  /** Pinned to the bottom of the screen by itself; false inside another pinned bar (the stage's). */
  isPinned?: boolean;
}

/**
 * Spec 2: with rows selected, Accept All, Decline All and Clear. Pinned to the bottom of the screen
 * so it is in reach wherever the musician has scrolled to.
 */
export function BulkActionBar(props: BulkActionBarProps) {
  const { selectedCount, onAcceptAll, onDeclineAll, onClear, isBusy, isPinned = true } = props;
  const barRef = useRef<HTMLDivElement>(null);
  useToastClearance(barRef);
  return (
    <div
      ref={isPinned ? barRef : undefined}
      role="region"
      aria-label="Selected requests"
      className={
        isPinned
          ? 'fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface pb-[env(safe-area-inset-bottom)] shadow-raised'
          : 'border-b border-line'
      }
    >
      <div
        className={`mx-auto flex max-w-5xl flex-wrap items-center gap-2 ${isPinned ? 'px-3 py-3 sm:px-6' : 'px-2 py-2 sm:px-6'}`}
      >
        <p className="mr-auto font-semibold text-ink" aria-live="polite">
          {selectedCount} selected
        </p>
        <Button onClick={onAcceptAll} disabled={isBusy} icon={<Check aria-hidden="true" className="size-5" />}>
          Accept All
        </Button>
        <Button
          variant="secondary"
          onClick={onDeclineAll}
          disabled={isBusy}
          icon={<X aria-hidden="true" className="size-5" />}
        >
          Decline All
        </Button>
        <Button variant="ghost" onClick={onClear}>
          Clear
        </Button>
      </div>
    </div>
  );
}
