import { CircleCheck, Radio, RefreshCw, TriangleAlert } from 'lucide-react';
import { useState, type Ref } from 'react';
import { webMessages } from '../../../../shared/web-messages';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import type { ActiveSession } from '../../live/api/get-active-sessions';
import { LiveShowSummary } from './live-show-summary';

interface LiveShowPickerProps {
  shows: ActiveSession[] | undefined;
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  onRetry: () => void;
  selected: ActiveSession | null;
  /** False once the selected show has left the live list (it ended while the fan was typing). */
  isSelectedLive: boolean;
  onSelect: (show: ActiveSession) => void;
  /** A QR code names the show: while loading, hold the place of one selected show, not a list. */
  isExpectingOne?: boolean;
  /** Why the scanned QR code preselected nothing, when it did not. */
  notice?: string | null;
  firstOptionRef?: Ref<HTMLInputElement>;
}

/**
 * Step one: the live shows as a radio group of cards. Once a show is chosen (or preselected by
 * the scanned QR code) only that show is shown, so the form is one thumb-scroll away; "Change
 * show" opens the list again.
 */
/**
 * The selected show's card and its skeleton share this floor (the skeleton's own height: two lines
 * of bio, three details and the button), so a QR visit's form does not move when the show arrives.
 */
const oneShowHeight = 'min-h-[16.5rem]';

export function LiveShowPicker(props: LiveShowPickerProps) {
  const { shows, isPending, isError, isRefetching, onRetry, selected, isSelectedLive, onSelect, notice } = props;
  const { isExpectingOne = false } = props;
  const [isChanging, setIsChanging] = useState(false);

  if (selected && !isChanging) {
    return (
      <div className={`rounded-card border-2 border-accent bg-surface p-4 ${isExpectingOne ? oneShowHeight : ''}`}>
        <div className="flex items-start gap-3">
          <LiveShowSummary show={selected} isLive={isSelectedLive} />
          <p className="flex shrink-0 items-center gap-1 text-sm font-semibold text-accent-ink">
            <CircleCheck aria-hidden="true" className="size-5" />
            Selected
          </p>
        </div>
        {!isSelectedLive ? (
          <p className="mt-3 flex items-start gap-2 text-sm font-medium text-danger">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            This show is no longer in the live list. It may have just ended.
          </p>
        ) : null}
        {/* Always there, so the card is as tall as its skeleton and nothing below it moves. */}
        {(shows?.length ?? 0) > 1 || !isSelectedLive || isExpectingOne ? (
          <Button variant="secondary" className="mt-3 w-full" onClick={() => setIsChanging(true)}>
            Change show
          </Button>
        ) : null}
      </div>
    );
  }

  if (isPending && isExpectingOne) {
    // The selected show's card in outline (avatar and name, two lines of bio, three details, the
    // Change show button), so the form below does not move when it arrives.
    return (
      <SkeletonGroup
        label="Loading the show…"
        className={`rounded-card border-2 border-line bg-surface p-4 ${oneShowHeight}`}
      >
        <div className="flex items-center gap-3">
          <Skeleton className="size-12 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-14" />
          </div>
        </div>
        <Skeleton className="mt-2 h-10 w-3/4" />
        <Skeleton className="mt-2 h-[4.25rem] w-1/2" />
        <Skeleton className="mt-3 h-11 w-full" />
      </SkeletonGroup>
    );
  }

  if (isPending) {
    return (
      <SkeletonGroup label="Loading live shows…" className="grid gap-3">
        {[0, 1].map((index) => (
          <div key={index} className="rounded-card border border-line bg-surface p-4">
            <div className="flex items-center gap-3">
              <Skeleton className="size-12 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-5 w-1/2" />
                <Skeleton className="h-4 w-14" />
              </div>
            </div>
            <Skeleton className="mt-3 h-4 w-3/4" />
            <Skeleton className="mt-2 h-4 w-1/2" />
          </div>
        ))}
      </SkeletonGroup>
    );
  }

  const options = shows ?? [];
  return (
    <div>
      {notice ? <p className="mb-3 rounded-control bg-surface-raised px-4 py-3 text-sm text-ink">{notice}</p> : null}
      {options.length === 0 ? (
        <EmptyState
          icon={Radio}
          title={webMessages.noLiveShows}
          description={
            isError
              ? webMessages.liveShowsUnavailable
              : 'When an artist goes live, their show appears here by itself. Meanwhile, see the upcoming gigs below.'
          }
          action={
            isError ? (
              <Button
                variant="secondary"
                onClick={onRetry}
                isLoading={isRefetching}
                loadingText="Checking…"
                icon={<RefreshCw aria-hidden="true" className="size-4" />}
              >
                Try again
              </Button>
            ) : null
          }
        />
      ) : (
        <fieldset>
          <legend className="sr-only">Live shows</legend>
          <div className="grid gap-3">
            {options.map((show, index) => {
              const choose = () => {
                onSelect(show);
                setIsChanging(false);
              };
              return (
                // The whole card takes the tap; the radio inside is what keyboards and screen readers use.
                <div
                  key={show.id}
                  onClick={choose}
                  className="flex cursor-pointer items-start gap-3 rounded-card border-2 border-line bg-surface p-4 transition-colors hover:border-line-strong has-checked:border-accent has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus"
                >
                  <LiveShowSummary show={show} />
                  <label className="inline-flex min-h-11 shrink-0 cursor-pointer items-center rounded-control bg-accent px-4 text-sm font-bold text-on-accent">
                    <input
                      ref={index === 0 ? props.firstOptionRef : undefined}
                      type="radio"
                      name="live-show"
                      value={show.id}
                      checked={selected?.id === show.id}
                      onChange={choose}
                      className="sr-only"
                    />
                    Choose
                    <span className="sr-only">
                      {' '}
                      {show.stage_name} at {show.venue_name}
                    </span>
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>
      )}
    </div>
  );
}
