import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activeSessionsQueryKey } from './get-active-sessions';
import { currentLiveSessionQueryKey } from './get-current-live-session';
import { startLiveSession } from './start-live-session';

interface GigToStart {
  id: number;
  venue_name: string;
  session_name: string | null;
  location_address: string | null;
  /** YYYY-MM-DD, today */
  scheduled_date: string;
  /** HH:MM */
  scheduled_end_time: string | null;
  /** The setlist chosen for tonight (the gig's planned one unless changed), or null: none. */
  setlist_id?: number | null;
}

/** The gig's end, today in the browser's time zone (a gig running past midnight ends tomorrow). */
function endOf(gig: GigToStart, now: Date): string | null {
  if (!gig.scheduled_end_time) return null;
  const end = new Date(`${gig.scheduled_date}T${gig.scheduled_end_time}`);
  if (Number.isNaN(end.getTime())) return null;
  if (end.getTime() <= now.getTime()) end.setDate(end.getDate() + 1);
  return end.toISOString();
}

/**
 * 'Go live now' on a gig scheduled today. The show starts with the gig's venue,
 * address and session name, so nothing is typed twice; the same POST /api/sessions/live, so the
 * same rules (complete profile, subscription, one show at a time).
 */
export function useGoLiveFromGig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gig: GigToStart) => {
      const now = new Date();
      return startLiveSession({
        venue_name: gig.venue_name,
        session_name: gig.session_name,
        location_address: gig.location_address,
        start_time: now.toISOString(),
        end_time: endOf(gig, now),
        gig_id: gig.id,
        setlist_id: gig.setlist_id ?? null,
      });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: currentLiveSessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: activeSessionsQueryKey }),
        // The gig is live now, so it leaves the upcoming list.
        queryClient.invalidateQueries({ queryKey: ['sessions', 'upcoming'] }),
      ]),
  });
}
