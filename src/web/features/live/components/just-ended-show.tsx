import { X } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useShowReport } from '../api/get-past-shows';
import { ShowFigures } from './show-figures';

/**
 * The summary a show opens on the dashboard when it ends: the spec sends the musician
 * to the dashboard, and the night's figures wait there instead of in a toast that disappears.
 */
export function JustEndedShow({
  sessionId,
  stageName,
  onClose,
}: {
  sessionId: number;
  stageName: string;
  onClose: () => void;
}) {
  const report = useShowReport(sessionId);
  return (
    <section
      aria-labelledby="just-ended-title"
      className="min-w-0 rounded-card border-2 border-accent bg-surface p-5 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <h2 id="just-ended-title" className="min-w-0 flex-1 wrap-anywhere text-xl font-bold text-ink">
          {report.data ? `Your show at ${report.data.session.venue_name}` : 'Your show'}
        </h2>
        <Button variant="ghost" size="compact" onClick={onClose} icon={<X aria-hidden="true" className="size-4" />}>
          Close<span className="sr-only"> the show summary</span>
        </Button>
      </div>
      <div className="mt-4">
        {report.data ? (
          <ShowFigures report={report.data} stageName={stageName} />
        ) : report.isError ? (
          <p className="text-sm text-ink-muted">The summary could not be loaded; it is kept under Past shows.</p>
        ) : (
          <Spinner label="Loading the night’s summary…" />
        )}
      </div>
      <ButtonLink to={`/shows/${sessionId}`} variant="ghost" className="mt-3">
        {report.data?.played.length ? 'See the played list and every request' : 'See every request'}
      </ButtonLink>
    </section>
  );
}
