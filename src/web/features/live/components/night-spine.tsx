import { Check, HandHeart, ListMusic, ListStart, Radio, SkipForward, Undo2 } from 'lucide-react';
import type { SongRequest } from '../../../../shared/live';
import type { NightItem } from '../../../../shared/live/night';
import { Button } from '../../../components/button';
import { formatInstantTime } from '../../../lib/format';
import type { NightStage } from '../use-night-stage';

interface NightSpineProps {
  stage: NightStage;
  /** The show's requests, for the fans behind a slotted song. */
  requests: readonly SongRequest[];
  /** A stage tap is on its way: the buttons wait for it. */
  isBusy: boolean;
  onSkip: (item: NightItem) => void;
  onTakeOut: (item: NightItem) => void;
  /** Move a song still to come up to right after the one playing. */
  onMoveUpNext: (item: NightItem) => void;
}

/** Consecutive items of one set, in the night's order. */
function bySet(items: readonly NightItem[]): { name: string; items: NightItem[] }[] {
  const sets: { name: string; items: NightItem[] }[] = [];
  for (const item of items) {
    const last = sets[sets.length - 1];
    if (last && last.name === item.set_name) last.items.push(item);
    else sets.push({ name: item.set_name, items: [item] });
  }
  return sets;
}

/**
 * The night as it goes: every song of the setlist in order, grouped by set, with the fans'
 * requests slotted between them. What was played or skipped stays in its place, dimmed and struck
 * through, so the band sees where it is; words and icons say it too, never colour alone.
 */
export function NightSpine({ stage, requests, isBusy, onSkip, onTakeOut, onMoveUpNext }: NightSpineProps) {
  const { night, playing, upcoming } = stage;
  const fans = new Map(requests.map((request) => [request.id, request]));
  const upcomingIds = new Set(upcoming.map((item) => item.id));
  return (
    <section aria-labelledby="night-title" className="grid gap-2">
      <h2 id="night-title" className="flex min-w-0 items-center gap-2 text-lg font-bold text-ink sm:text-xl">
        <ListMusic aria-hidden="true" className="size-5 shrink-0" />
        <span className="min-w-0 truncate">{night.setlist_name ?? 'Tonight’s set'}</span>
        <span className="shrink-0 text-sm font-semibold text-ink-muted">{upcoming.length} to go</span>
      </h2>
      {bySet(night.items).map((set, index) => (
        <section key={`${index}-${set.name}`} aria-label={set.name}>
          <h3 className="mb-1 text-sm font-bold uppercase tracking-wide text-ink-muted">{set.name}</h3>
          <ol className="grid gap-1.5">
            {set.items.map((item) => (
              <SpineRow
                key={item.id}
                item={item}
                request={item.request_id === null ? undefined : fans.get(item.request_id)}
                isPlaying={item.id === playing?.id}
                isUpcoming={upcomingIds.has(item.id)}
                isNext={item.id === upcoming[0]?.id}
                isBusy={isBusy}
                onSkip={() => onSkip(item)}
                onTakeOut={() => onTakeOut(item)}
                onMoveUpNext={() => onMoveUpNext(item)}
              />
            ))}
          </ol>
        </section>
      ))}
    </section>
  );
}

function SpineRow(props: {
  item: NightItem;
  request: SongRequest | undefined;
  isPlaying: boolean;
  isUpcoming: boolean;
  /** The first song still to come: moving it up to next changes nothing. */
  isNext: boolean;
  isBusy: boolean;
  onSkip: () => void;
  onTakeOut: () => void;
  onMoveUpNext: () => void;
}) {
  const { item, request, isPlaying, isUpcoming } = props;
  const isDone = !isPlaying && !isUpcoming;
  const isRequest = item.request_id !== null;
  const edge = isPlaying ? 'border-l-accent' : isRequest ? 'border-l-success' : 'border-l-line-strong';
  return (
    <li
      data-state={isPlaying ? 'playing' : isUpcoming ? 'upcoming' : item.state}
      // Done songs are dimmed by colour and struck through, not by opacity: their words stay readable.
      className={`flex min-h-14 items-center gap-2 rounded-card border border-line border-l-8 py-1 pl-2 pr-1 ${edge} ${
        isPlaying ? 'ring-2 ring-accent' : ''
      } ${isDone ? 'bg-canvas' : 'bg-surface'}`}
    >
      <div className="min-w-0 flex-1">
        <p
          className={`truncate text-lg font-bold leading-snug ${isDone ? 'text-ink-muted line-through decoration-2' : 'text-ink'}`}
        >
          {item.title}
        </p>
        <p className="flex min-w-0 items-center gap-x-1.5 overflow-hidden whitespace-nowrap text-sm text-ink-muted">
          {isPlaying ? (
            <span className="inline-flex shrink-0 items-center gap-1 font-bold text-accent-ink">
              <Radio aria-hidden="true" className="size-4" />
              Playing now
            </span>
          ) : item.state === 'played' ? (
            <span className="inline-flex shrink-0 items-center gap-1 font-semibold">
              <Check aria-hidden="true" className="size-4" />
              Played{item.played_at ? ` ${formatInstantTime(item.played_at)}` : ''}
            </span>
          ) : item.state === 'skipped' ? (
            <span className="inline-flex shrink-0 items-center gap-1 font-semibold">
              <SkipForward aria-hidden="true" className="size-4" />
              Skipped
            </span>
          ) : isDone ? (
            <span className="shrink-0 font-semibold">Not playing</span>
          ) : null}
          {isRequest ? (
            <span className="inline-flex min-w-0 shrink items-center gap-1 font-semibold text-success">
              <HandHeart aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">Fan’s request{request?.fan_name ? ` · ${request.fan_name}` : ''}</span>
            </span>
          ) : null}
          <span className="min-w-0 truncate">{item.artist ?? ''}</span>
          {item.musical_key ? <span className="shrink-0">· {item.musical_key}</span> : null}
        </p>
      </div>
      {isUpcoming && !props.isNext ? (
        // An icon on a phone (its words for screen readers and on hover), so the title keeps its room.
        <Button
          variant="secondary"
          className="shrink-0 px-0"
          disabled={props.isBusy}
          onClick={props.onMoveUpNext}
          title={`Play next: ${item.title}`}
          icon={<ListStart aria-hidden="true" className="size-5" />}
        >
          <span className="sr-only">Play next {item.title}</span>
        </Button>
      ) : null}
      {isUpcoming && isRequest ? (
        <Button
          variant="secondary"
          className="shrink-0"
          disabled={props.isBusy}
          onClick={props.onTakeOut}
          icon={<Undo2 aria-hidden="true" className="size-5" />}
        >
          Take out<span className="sr-only"> {item.title}</span>
        </Button>
      ) : isUpcoming ? (
        <Button
          variant="secondary"
          className="shrink-0"
          disabled={props.isBusy}
          onClick={props.onSkip}
          icon={<SkipForward aria-hidden="true" className="size-5" />}
        >
          Skip<span className="sr-only"> {item.title}</span>
        </Button>
      ) : null}
    </li>
  );
}
