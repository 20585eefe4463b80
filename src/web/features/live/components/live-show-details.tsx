import { Clock, MapPin, Music } from 'lucide-react';
import { DetailRow } from '../../../components/detail-row';
import { formatInstantTime } from '../../../lib/format';
import type { ActiveSession } from '../api/get-active-sessions';

/** A live show's venue, start time and session name: the same rows wherever a fan meets the show. */
export function LiveShowDetails({ show, className }: { show: ActiveSession; className: string }) {
  const startedAt = formatInstantTime(show.started_at);
  return (
    <dl className={className}>
      <DetailRow icon={MapPin} label="Venue">
        {show.venue_name}
      </DetailRow>
      {startedAt ? (
        <DetailRow icon={Clock} label="Started">
          Started {startedAt}
        </DetailRow>
      ) : null}
      {show.session_name ? (
        <DetailRow icon={Music} label="Session">
          {show.session_name}
        </DetailRow>
      ) : null}
    </dl>
  );
}
