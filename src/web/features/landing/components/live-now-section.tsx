import { Radio } from 'lucide-react';
import { messages } from '../../../../shared/user-messages';
import { EmptyState } from '../../../components/empty-state';
import { TryAgainButton } from '../../../components/load-failed';
import { SkeletonGroup } from '../../../components/skeleton';
import { useActiveSessions } from '../../live/api/get-active-sessions';
import { LiveSessionCard } from '../../live/components/live-session-card';
import { useLiveSessionsStructuredData } from '../use-live-sessions-structured-data';
import { cardGrid } from '../card-grid';
import { CardSkeleton } from '../../../components/card-skeleton';
import { SectionHeading } from './section-heading';

export function LiveNowSection() {
  const sessions = useActiveSessions();
  useLiveSessionsStructuredData(sessions.data);

  return (
    <section aria-labelledby="live-now-title" className="py-8">
      <SectionHeading id="live-now-title">
        <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-danger-fill" />
        Live Right Now
      </SectionHeading>
      {sessions.isPending ? (
        <SkeletonGroup label="Loading live shows…" className={cardGrid}>
          {[0, 1, 2].map((index) => (
            <CardSkeleton key={index} variant="live" />
          ))}
        </SkeletonGroup>
      ) : sessions.data && sessions.data.length > 0 ? (
        <div className={cardGrid}>
          {sessions.data.map((session) => (
            <LiveSessionCard key={session.id} session={session} />
          ))}
        </div>
      ) : (
        // The spec's empty text also stands when the list could not be loaded: to a fan both mean
        // "nothing to join right now"; the retry is there for a flaky connection.
        <EmptyState
          icon={Radio}
          title={messages.web.noLiveShows}
          description={
            sessions.isError
              ? messages.web.liveShowsUnavailable
              : 'When an artist goes live at a venue, their show appears here.'
          }
          action={sessions.isError ? <TryAgainButton query={sessions} loadingText="Checking…" /> : null}
        />
      )}
    </section>
  );
}
