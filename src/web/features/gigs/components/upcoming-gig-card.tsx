import { CalendarDays, EyeOff, MapPin, Music, Pencil, Radio, Repeat, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { todayIso } from '../../../../shared/dates';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { liveMessages } from '../../../../shared/live/live-messages';
import { useCurrentLiveSession } from '../../live/api/get-current-live-session';
import { useGoLiveFromGig } from '../../live/api/go-live-from-gig';
import { SetlistForTonight, useSetlistForTonight } from '../../live/components/setlist-for-tonight';
import { Button } from '../../../components/button';
import { DetailRow } from '../../../components/detail-row';
import { formatGigTime } from '../../../lib/format';
import { formatGigDate } from '../../../lib/format-date';
import type { Gig } from '../api/get-upcoming-gigs';

interface UpcomingGigCardProps {
  gig: Gig;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * Spec 1: venue, session name, date and start time, address, and edit and delete buttons; on the
 * gig's day, 'Go live now'.
 */
export function UpcomingGigCard({ gig, onEdit, onDelete }: UpcomingGigCardProps) {
  const isPrivate = gig.is_publicly_visible !== 1;
  const current = useCurrentLiveSession();
  const goLive = useGoLiveFromGig();
  const navigate = useNavigate();
  const setlist = useSetlistForTonight(gig.id);
  // Tonight's gig, with no show running yet: one tap takes the musician live with its details.
  const canGoLive = gig.scheduled_date === todayIso() && current.isSuccess && current.data === null;
  return (
    <article className="flex flex-col rounded-card border border-line bg-surface p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 wrap-anywhere text-lg font-bold text-ink">{gig.venue_name}</h3>
        {isPrivate ? (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full border border-line-strong px-2 py-0.5 text-xs font-semibold text-ink-muted">
            <EyeOff aria-hidden="true" className="size-3.5" />
            Private
          </span>
        ) : null}
      </div>
      <dl className="mt-2 space-y-1.5 text-sm">
        {gig.session_name ? (
          <DetailRow icon={Music} label="Session">
            {gig.session_name}
          </DetailRow>
        ) : null}
        <DetailRow icon={CalendarDays} label="Date and start time">
          <span className="font-medium">
            {formatGigDate(gig.scheduled_date)} · {formatGigTime(gig.scheduled_start_time)}
          </span>
        </DetailRow>
        {gig.series ? (
          <DetailRow icon={Repeat} label="Repeats">
            {gig.series.label}
          </DetailRow>
        ) : null}
        {gig.location_address ? (
          <DetailRow icon={MapPin} label="Address">
            {gig.location_address}
          </DetailRow>
        ) : null}
      </dl>
      {canGoLive ? (
        <div className="mt-4 grid gap-2">
          <SetlistForTonight choice={setlist} />
          <Button
            onClick={() =>
              goLive.mutate(
                { ...gig, setlist_id: setlist.setlistId },
                { onSuccess: (session) => void navigate(`/live/${session.id}`) },
              )
            }
            isLoading={goLive.isPending}
            loadingText="Going live…"
            icon={<Radio aria-hidden="true" className="size-4" />}
          >
            Go live now<span className="sr-only"> at {gig.venue_name}</span>
          </Button>
          <FormAlert
            message={
              goLive.isError ? errorMessage(goLive.error, liveMessages.startFailed, liveMessages.networkError) : null
            }
          />
        </div>
      ) : null}
      <div className="mt-auto grid grid-cols-2 gap-2 pt-4">
        <Button
          variant="secondary"
          size="compact"
          onClick={onEdit}
          icon={<Pencil aria-hidden="true" className="size-4" />}
        >
          Edit<span className="sr-only"> gig at {gig.venue_name}</span>
        </Button>
        <Button
          variant="ghost"
          size="compact"
          onClick={onDelete}
          icon={<Trash2 aria-hidden="true" className="size-4" />}
        >
          Delete<span className="sr-only"> gig at {gig.venue_name}</span>
        </Button>
      </div>
    </article>
  );
}
