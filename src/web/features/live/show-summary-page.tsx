import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { PageLayout } from '../../components/page-layout';
import { Spinner } from '../../components/spinner';
import { ApiError } from '../../lib/api-client';
import { formatInstantTime, formatPence } from '../../lib/format';
import { formatDayMonthYear } from '../../lib/format-date';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useSendHomeOnUnauthorized } from '../../lib/use-send-home-on-unauthorized';
import { useOwnProfile } from '../musicians/api/get-own-profile';
import { useShowReport } from './api/get-past-shows';
import { PlayedList } from './components/played-list';
import { ShowFigures } from './components/show-figures';

const statusWords = { pending: 'Not answered', accepted: 'Accepted', played: 'Played', declined: 'Declined' } as const;

/** /shows/:sessionId — one show's summary and every request it took ('The night, kept'). */
export function ShowSummaryPage() {
  useDocumentMeta('Show summary', 'The requests, tips and top songs of one of your shows.');
  const { sessionId } = useParams();
  const id = Number(sessionId);
  const report = useShowReport(Number.isSafeInteger(id) && id > 0 ? id : null);
  const profile = useOwnProfile();
  useSendHomeOnUnauthorized();

  const back = (
    <ButtonLink to="/dashboard" variant="ghost" icon={<ArrowLeft aria-hidden="true" className="size-4" />}>
      Dashboard
    </ButtonLink>
  );

  if (report.isPending && report.fetchStatus !== 'idle') {
    return (
      <PageLayout>
        <Spinner label="Loading the show…" />
      </PageLayout>
    );
  }
  if (!report.data) {
    const missing = report.error instanceof ApiError && [403, 404].includes(report.error.status);
    return (
      <PageLayout>
        {back}
        <p role="alert" className="mt-6 text-ink">
          {missing || report.fetchStatus === 'idle'
            ? 'This show is not one of yours, or it no longer exists.'
            : 'We could not load this show just now. Please try again.'}
        </p>
      </PageLayout>
    );
  }

  const { session, requests, stage_log: stageLog, played } = report.data;
  // A band's show says who did what on stage; an act of one has only one person to name.
  const namesTheMembers = new Set(stageLog.map((entry) => entry.member_name)).size > 1;
  return (
    <PageLayout>
      {back}
      <section aria-labelledby="show-title" className="mt-4 rounded-card border border-line bg-surface p-5 sm:p-6">
        <h1 id="show-title" className="wrap-anywhere text-2xl font-bold text-ink sm:text-3xl">
          {session.session_name}
        </h1>
        <p className="mt-1 wrap-anywhere text-ink-muted">
          {formatDayMonthYear(session.started_at)} · {session.venue_name}
          {session.status === 'ended' ? '' : ' · still on'}
        </p>
        <div className="mt-5">
          <ShowFigures report={report.data} stageName={profile.data?.stage_name ?? 'Stagecall'} />
        </div>
      </section>
      <PlayedList played={played} />
      <section
        aria-labelledby="show-requests-title"
        className="mt-6 rounded-card border border-line bg-surface p-5 sm:p-6"
      >
        <h2 id="show-requests-title" className="text-xl font-bold text-ink">
          Every request ({requests.length})
        </h2>
        {requests.length === 0 ? (
          <p className="mt-3 text-sm text-ink-muted">Nobody sent a request at this show.</p>
        ) : (
          <ol className="mt-3 divide-y divide-line">
            {requests.map((request) => (
              <li key={request.id} className="grid gap-0.5 py-3 text-sm">
                <p className="flex min-w-0 flex-wrap items-baseline gap-x-2">
                  <strong className="wrap-anywhere text-base text-ink">{request.song_title}</strong>
                  {request.artist_name ? (
                    <span className="wrap-anywhere text-ink-muted">{request.artist_name}</span>
                  ) : null}
                </p>
                <p className="text-ink-muted">
                  {formatInstantTime(request.created_at)} · {statusWords[request.status]}
                  {request.fan_name ? ` · from ${request.fan_name}` : ''}
                  {request.tip_amount > 0 ? ` · ${formatPence(request.tip_amount)} tip` : ''}
                </p>
                {request.message ? <p className="wrap-anywhere text-ink">“{request.message}”</p> : null}
              </li>
            ))}
          </ol>
        )}
      </section>
      {namesTheMembers ? (
        <section
          aria-labelledby="show-stage-log-title"
          className="mt-6 rounded-card border border-line bg-surface p-5 sm:p-6"
        >
          <h2 id="show-stage-log-title" className="text-xl font-bold text-ink">
            Who did what on stage
          </h2>
          <ol className="mt-3 divide-y divide-line">
            {stageLog.map((entry, index) => (
              <li key={index} className="grid gap-0.5 py-2 text-sm">
                <p className="wrap-anywhere text-ink">
                  <strong>{entry.member_name}</strong>: {entry.action}
                </p>
                <p className="text-ink-muted">{formatInstantTime(entry.at)}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </PageLayout>
  );
}
