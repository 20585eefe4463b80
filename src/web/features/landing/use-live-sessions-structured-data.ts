import { useEffect } from 'react';
import type { ActiveSession } from '../live/api/get-active-sessions';

const ELEMENT_ID = 'live-sessions-structured-data';

/**
 * Spec 1 §2: the landing page emits structured data for live sessions (schema.org MusicEvent),
 * so search engines can show what is on now. A JSON-LD block is data, never executed, so the
 * CSP's script-src 'self' does not apply to it.
 */
export function useLiveSessionsStructuredData(sessions: ActiveSession[] | undefined): void {
  useEffect(() => {
    if (!sessions || sessions.length === 0) return;
    const events = sessions.map((session) => ({
      '@context': 'https://schema.org',
      '@type': 'MusicEvent',
      name: session.session_name || `${session.stage_name} live`,
      startDate: session.started_at,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: session.venue_name },
      performer: { '@type': 'Person', name: session.stage_name },
    }));
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = ELEMENT_ID;
    script.textContent = JSON.stringify(events);
    document.getElementById(ELEMENT_ID)?.remove();
    document.head.append(script);
    return () => script.remove();
  }, [sessions]);
}
