import {
  Ban,
  Crown,
  Check,
  ChevronDown,
  ChevronUp,
  Clock,
  HandCoins,
  Music,
  Play,
  RotateCcw,
  UserRound,
  X,
} from 'lucide-react';
import type { RequestStatus, SongRequest } from '../../../../shared/live';
import { Button } from '../../../components/button';
import { formatInstantTime, formatPence } from '../../../lib/format';
import { SongSearchLinks } from '../../songs/components/song-search-links';
import { StatusBadge, statusStyles } from './status-badge';
import { pricesOf } from '../order-requests';

interface RequestRowProps {
  request: SongRequest;
  /** The requests this row stands for: the same song asked for by several fans (itself first). */
  members: readonly SongRequest[];
  priority: number;
  isSelected: boolean;
  isBusy: boolean;
  onToggleSelected: () => void;
  onChangePriority: (step: 1 | -1) => void;
  onChangeStatus: (status: RequestStatus) => void;
  /** Refuse this phone's requests for the rest of the show (asks first); absent in the demo. */
  onBlock?: () => void;
  /** Play this request now (one tap); absent in the demo. */
  onPlayNow?: () => void;
}

interface Action {
  status: RequestStatus;
  label: string;
  icon: typeof Check;
  variant: 'primary' | 'secondary' | 'danger';
}

/** Spec 2 §4: what each status offers (a declined request offers nothing). */
const actionsByStatus: Record<RequestStatus, Action[]> = {
  pending: [
    { status: 'accepted', label: 'Accept', icon: Check, variant: 'primary' },
    { status: 'declined', label: 'Decline', icon: X, variant: 'secondary' },
    { status: 'played', label: 'Played', icon: Music, variant: 'secondary' },
  ],
  accepted: [{ status: 'played', label: 'Played', icon: Music, variant: 'primary' }],
  played: [{ status: 'accepted', label: 'Mark as Pending', icon: RotateCcw, variant: 'secondary' }],
  declined: [],
};

export const requestRowId = (id: number) => `request-row-${id}`;

const smallControl =
  'inline-flex size-11 items-center justify-center rounded-control text-ink-muted hover:bg-surface-raised hover:text-ink';

/**
 * One request, laid out for a phone or tablet on a music stand: the song title large enough to
 * read at arm's length, the status in words, the actions as 44 px buttons inside the row, and
 * compact enough that four requests fit on a phone's first screen.
 */
export function RequestRow(props: RequestRowProps) {
  const {
    request,
    members,
    priority,
    isSelected,
    isBusy,
    onToggleSelected,
    onChangePriority,
    onChangeStatus,
    onBlock,
    onPlayNow,
  } = props;
  const title = request.song_title;
  const count = members.length;
  // What fans paid for this song, all of them: the tips and, apart, the request prices of the group.
  const tips = members.reduce((sum, member) => sum + member.tip_amount, 0);
  const prices = pricesOf(members);
  const fans = members.filter((member) => member.fan_name || member.message);
  const actions = actionsByStatus[request.status];

  return (
    <li
      id={requestRowId(request.id)}
      // Focus lands here after the row moves to another section, so keyboard users keep their place.
      tabIndex={-1}
      className={`rounded-card focus:outline-none focus-visible:ring-2 focus-visible:ring-accent border border-l-8 border-line bg-surface p-2 sm:p-4 ${statusStyles[request.status].edge} ${
        isSelected ? 'ring-2 ring-accent' : ''
      }`}
    >
      <div className="flex gap-1 sm:gap-3">
        <label className={`${smallControl} -ml-1 shrink-0 cursor-pointer`}>
          <input
            type="checkbox"
            checked={isSelected}
            onChange={onToggleSelected}
            className="size-6 cursor-pointer accent-accent"
          />
          <span className="sr-only">Select {title}</span>
        </label>

        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            {/* Two lines at most on a stand: a pasted essay cannot push the next request off screen. */}
            <h3 className="line-clamp-2 min-w-0 wrap-anywhere text-xl font-bold leading-tight text-ink sm:text-3xl">
              {title}
              {count > 1 ? (
                <span className="ml-2 whitespace-nowrap text-accent-ink">
                  ×{count}
                  <span className="sr-only"> requests</span>
                </span>
              ) : null}
            </h3>
            <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-2">
              <StatusBadge status={request.status} />
              {request.is_premium === 1 ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-sm font-bold text-on-accent sm:px-3 sm:py-1 sm:text-base">
                  <Crown aria-hidden="true" className="size-4 sm:size-5" />
                  Premium
                </span>
              ) : null}
              {/* A price is held on the fan's card until the request is accepted or played. */}
              {(['paid', 'held'] as const).map((state) =>
                prices[state] > 0 ? (
                  <span
                    key={state}
                    className="inline-flex items-center gap-1 rounded-full bg-surface-raised px-2 py-0.5 text-sm font-bold text-ink sm:px-3 sm:py-1 sm:text-base"
                  >
                    {formatPence(prices[state])} {state}
                  </span>
                ) : null,
              )}
              {tips > 0 ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-success-soft px-2 py-0.5 text-sm font-bold text-ink sm:px-3 sm:py-1 sm:text-base">
                  <HandCoins aria-hidden="true" className="size-4 text-success sm:size-5" />
                  {formatPence(tips)} tip
                </span>
              ) : null}
            </div>
          </div>
          <p className="mt-0.5 flex min-w-0 flex-wrap items-center gap-x-3 text-sm text-ink-muted sm:text-base">
            <span className="line-clamp-1 wrap-anywhere">{request.artist_name || 'Unknown Artist'}</span>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              <span className="sr-only">Requested at </span>
              {formatInstantTime(request.created_at)}
            </span>
            <span className="inline-flex min-w-0 items-center gap-1">
              <UserRound aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">From </span>
              <span className="line-clamp-1 wrap-anywhere">{request.fan_name || 'Anonymous'}</span>
            </span>
          </p>
          {count === 1 && request.message ? (
            <p className="mt-1 line-clamp-2 wrap-anywhere rounded-control bg-surface-raised px-2 py-1 text-sm text-ink sm:text-base">
              “{request.message}”
            </p>
          ) : null}
          {count > 1 && fans.length > 0 ? (
            <ul aria-label={`Fans who asked for ${title}`} className="mt-1 grid gap-1 text-sm text-ink sm:text-base">
              {fans.map((member) => (
                <li key={member.id} className="line-clamp-2 wrap-anywhere rounded-control bg-surface-raised px-2 py-1">
                  <span className="font-semibold">{member.fan_name || 'Anonymous'}</span>
                  {member.message ? `: “${member.message}”` : ''}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>

      <div className="mt-2 flex flex-wrap items-center gap-1 sm:gap-2 sm:pl-13">
        <div className="flex items-center">
          <button type="button" className={smallControl} onClick={() => onChangePriority(1)}>
            <ChevronUp aria-hidden="true" className="size-6" />
            <span className="sr-only">Raise priority of {title}</span>
          </button>
          <span className="min-w-4 text-center text-sm font-bold text-ink">
            {priority !== 0 ? (
              <>
                <span className="sr-only">Priority </span>
                {priority > 0 ? `+${priority}` : priority}
              </>
            ) : null}
          </span>
          <button type="button" className={smallControl} onClick={() => onChangePriority(-1)}>
            <ChevronDown aria-hidden="true" className="size-6" />
            <span className="sr-only">Lower priority of {title}</span>
          </button>
        </div>
        <SongSearchLinks songTitle={title} artistName={request.artist_name} labelClassName="max-lg:sr-only" />
        {/* On a single new request only, where a flooding phone shows up: other rows keep their actions on one line. */}
        {onBlock && count === 1 && request.status === 'pending' ? (
          <button
            type="button"
            className={smallControl}
            onClick={onBlock}
            title="Block this phone for the rest of the show"
          >
            <Ban aria-hidden="true" className="size-5" />
            <span className="sr-only">Block the phone that requested {title}</span>
          </button>
        ) : null}
        {onPlayNow && (request.status === 'accepted' || request.status === 'pending') ? (
          <Button
            variant="secondary"
            className="max-sm:gap-1 max-sm:px-2"
            disabled={isBusy}
            onClick={onPlayNow}
            icon={<Play aria-hidden="true" className="size-5 shrink-0" />}
          >
            Play now
            <span className="sr-only"> {title}</span>
          </Button>
        ) : null}
        {actions.length > 0 ? (
          <div
            className={`ml-auto grid gap-1.5 sm:gap-2 ${actions.length === 3 ? 'grid-cols-3 max-sm:w-full' : 'grid-cols-1'}`}
          >
            {actions.map((action) => (
              <Button
                key={action.status}
                variant={action.variant}
                className="max-sm:gap-1 max-sm:px-2"
                disabled={isBusy}
                onClick={() => onChangeStatus(action.status)}
                icon={<action.icon aria-hidden="true" className="size-5 shrink-0" />}
              >
                {action.label}
                <span className="sr-only"> {title}</span>
              </Button>
            ))}
          </div>
        ) : null}
      </div>
    </li>
  );
}
