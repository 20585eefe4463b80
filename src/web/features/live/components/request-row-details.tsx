import { Ban, ChevronDown, ChevronUp, Clock, ListEnd, ListStart, Music, Play, ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/button';
import { formatInstantTime } from '../../../lib/format';
import { SongSearchLinks } from '../../songs/components/song-search-links';
import type { RequestRowProps } from './request-row';

export const smallControl =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-control text-ink-muted hover:bg-surface-raised hover:text-ink';

/**
 * The rest of a request, a tap on its song away: each fan's message in full, when it came, the
 * per-device priority, the search links and the moves a musician makes less often (play a new
 * request now, mark it played, block or unblock the phone behind it).
 */
export function RequestRowDetails(props: RequestRowProps & { id: string; isOpen: boolean }) {
  const { id, isOpen, request, members, priority, isBusy, onChangePriority, onChangeStatus } = props;
  const { onBlock, onUnblock, onPlayNow, night } = props;
  const title = request.song_title;
  const count = members.length;
  const isPending = request.status === 'pending';
  const messages = members.filter((member) => member.message);
  return (
    <div id={id} hidden={!isOpen} className="grid gap-2 border-t border-line px-2 pb-2 pt-2 @xl:pl-14">
      {messages.length > 0 ? (
        <ul aria-label={`Messages for ${title}`} className="grid gap-1 text-base text-ink">
          {messages.map((member) => (
            <li key={member.id} className="wrap-anywhere rounded-control bg-surface-raised px-2 py-1">
              {count > 1 ? <span className="font-semibold">{member.fan_name || 'Anonymous'}: </span> : null}“
              {member.message}”
            </li>
          ))}
        </ul>
      ) : null}
      <p className="flex flex-wrap items-center gap-x-3 text-sm text-ink-muted">
        <span className="wrap-anywhere">
          {request.artist_name || 'Unknown Artist'} · {request.fan_name || 'Anonymous'}
        </span>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-4" />
          <span className="sr-only">Requested at </span>
          {formatInstantTime(request.created_at)}
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-1 sm:gap-2">
        <div className="flex items-center">
          <button type="button" className={smallControl} onClick={() => onChangePriority(1)}>
            <ChevronUp aria-hidden="true" className="size-6" />
            <span className="sr-only">Raise priority of {title}</span>
          </button>
          <span className="min-w-4 text-center text-sm font-bold text-ink">
            {priority !== 0 ? (priority > 0 ? `+${priority}` : priority) : null}
          </span>
          <button type="button" className={smallControl} onClick={() => onChangePriority(-1)}>
            <ChevronDown aria-hidden="true" className="size-6" />
            <span className="sr-only">Lower priority of {title}</span>
          </button>
        </div>
        <SongSearchLinks songTitle={title} artistName={request.artist_name} labelClassName="@max-xl:sr-only" />
        {/* A new request goes into the night from here; an accepted one has these on its row. */}
        {isPending && night ? (
          <>
            <Button
              variant="secondary"
              disabled={isBusy}
              onClick={night.onPlayNext}
              icon={<ListStart aria-hidden="true" className="size-5 shrink-0" />}
            >
              Play next<span className="sr-only"> {title}</span>
            </Button>
            <Button
              variant="secondary"
              disabled={isBusy}
              onClick={night.onSlotAfter}
              icon={<ListEnd aria-hidden="true" className="size-5 shrink-0" />}
            >
              Slot after…<span className="sr-only"> {title}</span>
            </Button>
          </>
        ) : null}
        {isPending && onPlayNow && !night ? (
          <Button
            variant="secondary"
            disabled={isBusy}
            onClick={onPlayNow}
            icon={<Play aria-hidden="true" className="size-5 shrink-0" />}
          >
            Play now<span className="sr-only"> {title}</span>
          </Button>
        ) : null}
        {/* With a set on stage an accepted request's row holds Play next and Slot after, so Played is here. */}
        {isPending || (request.status === 'accepted' && night) ? (
          <Button
            variant="secondary"
            disabled={isBusy}
            onClick={() => onChangeStatus('played')}
            icon={<Music aria-hidden="true" className="size-5 shrink-0" />}
          >
            Played<span className="sr-only"> {title}</span>
          </Button>
        ) : null}
        {/* One request's phone: a merged row stands for several phones. */}
        {count === 1 && onUnblock ? (
          <Button
            variant="secondary"
            onClick={onUnblock}
            icon={<ShieldCheck aria-hidden="true" className="size-5 shrink-0" />}
          >
            Unblock phone<span className="sr-only"> that requested {title}</span>
          </Button>
        ) : count === 1 && onBlock && isPending ? (
          <Button variant="ghost" onClick={onBlock} icon={<Ban aria-hidden="true" className="size-5 shrink-0" />}>
            Block phone<span className="sr-only"> that requested {title}</span>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
