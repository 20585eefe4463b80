import { Pause, Play, SkipForward, SlidersHorizontal, Undo2 } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { useToastClearance } from '../../../lib/use-toast-clearance';

interface StageActionBarProps {
  /** Something is playing: the main button marks it played (and starts the next, if any). */
  isPlaying: boolean;
  hasNext: boolean;
  undoLabel: string | null;
  busy: string | null;
  onNext: () => void;
  onUndo: () => void;
  isPaused: boolean;
  isPausing: boolean;
  onPause: () => void;
  onResume: () => void;
  onOpenControls: () => void;
  /** The selection's bar (Accept All, Decline All, Clear), above the stage's buttons while rows are selected. */
  selection?: ReactNode;
}

/** Phones: the icon above a small word, in a 44 px tall button (the header's style). */
const stacked =
  'shrink-0 max-sm:flex-col max-sm:gap-0 max-sm:px-1.5 max-sm:py-0.5 short-landscape:flex-col short-landscape:gap-0 short-landscape:px-1';
const word = 'max-sm:text-[11px] max-sm:leading-tight short-landscape:text-xs short-landscape:leading-tight';

/**
 * The moves a musician makes all night, pinned to the bottom of the screen where the thumb of the
 * hand holding the phone rests: Start next (or Played · next), Undo of the last tap, a pause for
 * the fans' requests, and the show's controls. What Undo takes back is written beside it. A phone
 * on its side has width to spare and no height: there the bar is a rail at the right edge.
 */
export function StageActionBar(props: StageActionBarProps) {
  const { isPlaying, hasNext, undoLabel, busy, isPaused } = props;
  const barRef = useRef<HTMLDivElement>(null);
  const undoText = undoLabel ? `Undo: ${undoLabel}` : 'Nothing to undo';
  useToastClearance(barRef);
  return (
    <div
      ref={barRef}
      role="region"
      aria-label="Stage actions"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface pb-[env(safe-area-inset-bottom)] shadow-raised short-landscape:left-auto short-landscape:w-28 short-landscape:rounded-tl-card short-landscape:border-l short-landscape:pr-[env(safe-area-inset-right)]"
    >
      {props.selection}
      <div className="mx-auto max-w-6xl px-2 pb-2 pt-1 sm:px-6 sm:py-2 short-landscape:px-2">
        {/* What Undo takes back: above the buttons on a phone, beside Undo where there is room. */}
        <p className="truncate text-xs text-ink-muted sm:hidden" aria-hidden="true">
          {undoText}
        </p>
        <div className="flex items-center gap-1.5 sm:gap-2 short-landscape:flex-col short-landscape:items-stretch">
          <Button
            variant="secondary"
            className={`${stacked} short-landscape:order-4`}
            onClick={props.onUndo}
            disabled={!undoLabel}
            isLoading={busy === 'undo'}
            loadingText={<span className={word}>Undoing…</span>}
            icon={<Undo2 aria-hidden="true" className="size-5" />}
          >
            <span className={word}>Undo</span>
            {undoLabel ? <span className="sr-only">: {undoLabel}</span> : null}
          </Button>
          <p
            className="hidden w-40 shrink text-sm text-ink-muted sm:line-clamp-2 lg:w-56 short-landscape:order-3 short-landscape:line-clamp-3 short-landscape:w-auto short-landscape:text-xs"
            aria-hidden="true"
          >
            {undoText}
          </p>
          <Button
            className="min-w-0 flex-1 short-landscape:order-5 short-landscape:flex-none short-landscape:flex-col short-landscape:gap-0 short-landscape:px-1 short-landscape:py-2"
            onClick={props.onNext}
            disabled={!isPlaying && !hasNext}
            isLoading={busy === 'next'}
            loadingText={isPlaying ? 'Marking…' : 'Starting…'}
            icon={<SkipForward aria-hidden="true" className="size-5 shrink-0" />}
          >
            {isPlaying ? (hasNext ? 'Played · next' : 'Played') : 'Start next'}
          </Button>
          {/* Resume in the danger colour: a break must not be forgotten. */}
          <Button
            key={isPaused ? 'resume' : 'pause'}
            variant={isPaused ? 'danger' : 'secondary'}
            className={`${stacked} short-landscape:order-2`}
            onClick={isPaused ? props.onResume : props.onPause}
            isLoading={props.isPausing}
            loadingText={<span className={word}>{isPaused ? 'Resuming…' : 'Pausing…'}</span>}
            icon={
              isPaused ? (
                <Play aria-hidden="true" className="size-5" />
              ) : (
                <Pause aria-hidden="true" className="size-5" />
              )
            }
          >
            <span className={word}>
              {isPaused ? 'Resume' : 'Pause'}
              <span className="sr-only"> requests</span>
            </span>
          </Button>
          <Button
            variant="secondary"
            className={`${stacked} short-landscape:order-1`}
            onClick={props.onOpenControls}
            icon={<SlidersHorizontal aria-hidden="true" className="size-5" />}
          >
            <span className={word}>Controls</span>
          </Button>
        </div>
      </div>
    </div>
  );
}
