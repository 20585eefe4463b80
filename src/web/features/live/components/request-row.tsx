import {
  Ban,
  Check,
  Crown,
  HandCoins,
  ListEnd,
  ListMusic,
  ListStart,
  MessageSquareText,
  Music,
  Play,
  RotateCcw,
  X,
} from 'lucide-react';
import { useId, useState } from 'react';
import type { RequestStatus, SongRequest } from '../../../../shared/live';
import { Button } from '../../../components/button';
import { formatInstantTime, formatPence } from '../../../lib/format';
import { requestAge } from '../request-age';
import { useRowSwipe } from '../use-row-swipe';
import { RequestRowDetails, smallControl } from './request-row-details';
import { StatusBadge, statusStyles } from './status-badge';
import { pricesOf } from '../order-requests';

export interface RequestRowProps {
  request: SongRequest;
  /** The requests this row stands for: the same song asked for by several fans (itself first). */
  members: readonly SongRequest[];
  priority: number;
  isSelected: boolean;
  isBusy: boolean;
  /** The time the ages are counted from (ticks while the manager is open). */
  now: number;
  onToggleSelected: () => void;
  onChangePriority: (step: 1 | -1) => void;
  onChangeStatus: (status: RequestStatus) => void;
  /** Refuse this phone's requests for the rest of the show (asks first); absent in the demo. */
  onBlock?: () => void;
  /** The phone behind this request is blocked: take its requests again (Undo blocks it again). */
  onUnblock?: () => void;
  /** Play this request now (one tap); absent in the demo. */
  onPlayNow?: () => void;
  /** The show has a setlist on stage: the request's place in it. */
  night?: RowNight;
}

/** A request's moves into the night, and whether its song is already in tonight's set. */
export interface RowNight {
  /** "In the set — coming up after …", or null. */
  inSet: string | null;
  onPlayNext: () => void;
  onSlotAfter: () => void;
}

export const requestRowId = (id: number) => `request-row-${id}`;

/** A row's one or two buttons: on a narrow row icons (with their words for screen readers), words beside them on a wide one. */
function QuickAction(props: {
  label: string;
  title: string;
  icon: typeof Check;
  variant: 'primary' | 'secondary';
  disabled: boolean;
  onClick: () => void;
}) {
  const Icon = props.icon;
  return (
    <Button
      variant={props.variant}
      className="@max-xl:size-11 @max-xl:px-0 @xl:px-3"
      disabled={props.disabled}
      onClick={props.onClick}
      title={props.label}
      icon={<Icon aria-hidden="true" className="size-5 shrink-0" />}
    >
      <span className="@max-xl:sr-only">{props.label}</span>
      <span className="sr-only"> {props.title}</span>
    </Button>
  );
}

/**
 * One request on a phone held in one hand: the song and, under it, artist, fan, money and age on
 * two lines, so five and more fit on the first screen. Swipe right to accept, left to decline; the
 * same as the row's buttons, which stay for whoever cannot swipe. A tap on the song opens the rest
 * (the message, priority, search links, play now, block) under the row.
 */
export function RequestRow(props: RequestRowProps) {
  const { request, members, priority, isSelected, isBusy, now, onToggleSelected, onChangeStatus } = props;
  const [isOpen, setIsOpen] = useState(false);
  const detailsId = useId();
  const title = request.song_title;
  const count = members.length;
  // What fans paid for this song, all of them: the tips and, apart, the request prices of the group.
  const tips = members.reduce((sum, member) => sum + member.tip_amount, 0);
  const prices = pricesOf(members);
  const named = members.filter((member) => member.fan_name || member.message);
  const hasMessage = members.some((member) => member.message);
  const isPending = request.status === 'pending';
  const age = requestAge(request.created_at, now);
  const swipe = useRowSwipe({
    onRight: isPending && !isBusy ? () => onChangeStatus('accepted') : undefined,
    onLeft: isPending && !isBusy ? () => onChangeStatus('declined') : undefined,
  });

  return (
    <li
      id={requestRowId(request.id)}
      // Focus lands here after the row moves to another section, so keyboard users keep their place.
      tabIndex={-1}
      className={`@container relative touch-pan-y overflow-hidden rounded-card border border-line bg-surface focus:outline-none focus-visible:ring-2 focus-visible:ring-accent ${
        isSelected ? 'ring-2 ring-accent' : ''
      }`}
      {...swipe.handlers}
    >
      {swipe.isSwiping ? (
        <div
          aria-hidden="true"
          className={`absolute inset-0 flex items-center px-4 text-lg font-extrabold ${
            swipe.offset > 0 ? 'justify-start' : 'justify-end'
          } ${
            swipe.willAct === 'right'
              ? 'bg-success text-canvas'
              : swipe.willAct === 'left'
                ? 'bg-danger-fill text-on-danger'
                : 'bg-surface-raised text-ink-muted'
          }`}
        >
          {swipe.offset > 0 ? (
            <span className="inline-flex items-center gap-2">
              <Check className="size-6" /> Accept
            </span>
          ) : (
            <span className="inline-flex items-center gap-2">
              Decline <X className="size-6" />
            </span>
          )}
        </div>
      ) : null}
      <div
        className={`relative border-l-8 bg-surface ${statusStyles[request.status].edge} ${
          swipe.isSwiping ? '' : 'motion-safe:transition-transform'
        }`}
        style={swipe.offset ? { transform: `translateX(${swipe.offset}px)` } : undefined}
      >
        <div className="flex items-center gap-1 py-1 pr-1 @xl:gap-2 @xl:pr-2">
          <label className={`${smallControl} cursor-pointer`}>
            <input
              type="checkbox"
              checked={isSelected}
              onChange={onToggleSelected}
              className="size-6 cursor-pointer accent-accent"
            />
            <span className="sr-only">Select {title}</span>
          </label>

          {/* The song's button covers both lines: a 44 px target that opens the rest of the request. */}
          <div className="relative min-w-0 flex-1 py-0.5">
            <div className="flex min-w-0 items-center gap-1.5">
              {request.is_premium === 1 ? (
                <span className="inline-flex shrink-0 items-center gap-1 text-accent-ink" title="Premium">
                  <Crown aria-hidden="true" className="size-4 @xl:size-5" />
                  <span className="text-sm font-bold @max-xl:sr-only">Premium</span>
                </span>
              ) : null}
              <h3 className="min-w-0 flex-1 text-lg font-bold leading-snug text-ink @xl:text-2xl">
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={detailsId}
                  onClick={() => setIsOpen((open) => !open)}
                  className="block w-full truncate text-left after:absolute after:inset-0 after:content-[''] focus:outline-none focus-visible:after:rounded-control focus-visible:after:ring-2 focus-visible:after:ring-accent"
                >
                  {title}
                  {count > 1 ? (
                    <span className="ml-1.5 text-accent-ink">
                      ×{count}
                      <span className="sr-only"> requests</span>
                    </span>
                  ) : null}
                </button>
              </h3>
              {priority !== 0 ? (
                <span className="shrink-0 rounded-full bg-surface-raised px-1.5 text-sm font-bold text-ink">
                  <span className="sr-only">Priority </span>
                  {priority > 0 ? `+${priority}` : priority}
                </span>
              ) : null}
              {/* Where the row is wide enough; the section's title says it on a narrow one. */}
              <span className="shrink-0 @max-2xl:sr-only">
                <StatusBadge status={request.status} />
              </span>
            </div>
            <p className="flex min-w-0 items-center gap-x-1.5 overflow-hidden whitespace-nowrap text-sm text-ink-muted @xl:gap-x-2 @xl:text-base">
              <span className="min-w-[4ch] truncate">{request.artist_name || 'Unknown Artist'}</span>
              <span aria-hidden="true">·</span>
              {count > 1 && named.length > 0 ? (
                <ul aria-label={`Fans who asked for ${title}`} className="flex min-w-[4ch] truncate">
                  {named.map((member, index) => (
                    <li key={member.id} className="truncate">
                      {index > 0 ? ', ' : ''}
                      {member.fan_name || 'Anonymous'}
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="min-w-[4ch] truncate">
                  <span className="sr-only">From </span>
                  {request.fan_name || 'Anonymous'}
                </span>
              )}
              {props.onUnblock ? (
                <Ban aria-label="Phone blocked" role="img" className="size-4 shrink-0 text-danger" />
              ) : null}
              {hasMessage ? (
                <MessageSquareText aria-label="Has a message" role="img" className="size-4 shrink-0 text-accent-ink" />
              ) : null}
              {/* A price is held on the fan's card until the request is accepted or played. */}
              {(['paid', 'held'] as const).map((state) =>
                prices[state] > 0 ? (
                  <span key={state} className="shrink-0 font-bold text-ink">
                    {formatPence(prices[state])} {state}
                  </span>
                ) : null,
              )}
              {tips > 0 ? (
                <span className="inline-flex shrink-0 items-center gap-0.5 font-bold text-ink">
                  <HandCoins aria-hidden="true" className="size-4 text-success" />
                  {formatPence(tips)}
                  <span className="sr-only"> tip</span>
                </span>
              ) : null}
              <time
                dateTime={request.created_at}
                title={`Requested at ${formatInstantTime(request.created_at)}`}
                className="ml-auto shrink-0 tabular-nums"
              >
                <span aria-hidden="true">{age.short}</span>
                <span className="sr-only">Requested {age.words}</span>
              </time>
            </p>
          </div>

          <RowQuickActions {...props} />
        </div>
        {/* Under the whole row, buttons' width too: the words must be read in full, not cut. */}
        {props.night?.inSet ? (
          <p className="-mt-1 flex items-start gap-1 pb-1.5 pl-12 pr-2 text-sm font-semibold text-accent-ink @xl:pl-14">
            <ListMusic aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0 wrap-anywhere">{props.night.inSet}</span>
          </p>
        ) : null}
        <RequestRowDetails id={detailsId} isOpen={isOpen} {...props} />
      </div>
    </li>
  );
}

/** Spec 2 §4's commonest moves, on the row itself: the rest sit in the row's details. */
function RowQuickActions({ request, isBusy, onChangeStatus, onPlayNow, night }: RequestRowProps) {
  const title = request.song_title;
  const act = (label: string, icon: typeof Check, variant: 'primary' | 'secondary', onClick: () => void) => (
    <QuickAction
      key={label}
      label={label}
      title={title}
      icon={icon}
      variant={variant}
      disabled={isBusy}
      onClick={onClick}
    />
  );
  const actions =
    request.status === 'pending'
      ? [
          act('Accept', Check, 'primary', () => onChangeStatus('accepted')),
          act('Decline', X, 'secondary', () => onChangeStatus('declined')),
        ]
      : request.status === 'accepted' && night
        ? [
            // With a set on stage, an accepted request's place is in the night; Played is in its details.
            act('Play next', ListStart, 'secondary', night.onPlayNext),
            act('Slot after…', ListEnd, 'primary', night.onSlotAfter),
          ]
        : request.status === 'accepted'
          ? [
              ...(onPlayNow ? [act('Play now', Play, 'secondary', onPlayNow)] : []),
              act('Played', Music, 'primary', () => onChangeStatus('played')),
            ]
          : request.status === 'played'
            ? [act('Mark as Pending', RotateCcw, 'secondary', () => onChangeStatus('accepted'))]
            : [];
  if (actions.length === 0) return null;
  return <div className="relative flex shrink-0 gap-1 @xl:gap-2">{actions}</div>;
}
