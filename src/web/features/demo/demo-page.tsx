import { Clock, FlaskConical, MapPin, Music, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { ArtistAvatar } from '../../components/artist-avatar';
import { ButtonLink } from '../../components/button';
import { DetailRow } from '../../components/detail-row';
import { LiveBadge } from '../../components/live-badge';
import { PageLayout } from '../../components/page-layout';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { DemoQueue } from './components/demo-queue';
import { DemoStats } from './components/demo-stats';
import { DemoTips } from './components/demo-tips';
import { demoMusician, demoRequests, demoTotals, type DemoRequestStatus } from './demo-data';

/**
 * The demo (spec 2 "Demo page"): a sample musician dashboard with made-up requests. It makes no
 * calls at all; the buttons change only this page's copy of the sample data.
 */
export function DemoPage() {
  useDocumentMeta('Demo', 'See the Stagecall musician dashboard with sample song requests. No sign-up needed.');
  const [requests, setRequests] = useState(demoRequests);
  const [announcement, setAnnouncement] = useState('');
  const totals = demoTotals(requests);

  const changeStatus = (id: number, status: DemoRequestStatus) => {
    setRequests((current) => current.map((request) => (request.id === id ? { ...request, status } : request)));
    const title = requests.find((request) => request.id === id)?.song_title ?? 'Request';
    setAnnouncement(`${title}: ${status}`);
  };

  return (
    <PageLayout>
      <aside
        aria-labelledby="demo-notice-title"
        className="flex flex-col gap-4 rounded-card border border-accent/50 bg-accent-soft p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
      >
        <div className="flex items-start gap-3">
          <FlaskConical aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent-ink" />
          <div>
            <h2 id="demo-notice-title" className="font-bold text-ink">
              This is a demo with sample data
            </h2>
            <p className="text-pretty text-sm text-ink">
              The artist and requests are made up. Try the buttons: nothing is saved or sent anywhere.
            </p>
          </div>
        </div>
        <ButtonLink to="/" className="shrink-0" icon={<Sparkles aria-hidden="true" className="size-5" />}>
          Start Your Free Trial
        </ButtonLink>
      </aside>

      <header className="mt-8 flex flex-col gap-4 border-b border-line pb-6 sm:flex-row sm:items-center">
        <ArtistAvatar name={demoMusician.stage_name} photoUrl={null} className="size-16" />
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-ink">Live request manager · Demo</p>
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold text-ink">{demoMusician.stage_name}</h1>
            <LiveBadge />
          </div>
          <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
            <DetailRow icon={Music} label="Session">
              {demoMusician.session_name}
            </DetailRow>
            <DetailRow icon={MapPin} label="Venue">
              {demoMusician.venue_name}
            </DetailRow>
            <DetailRow icon={Clock} label="Started">
              Started {demoMusician.started_at}
            </DetailRow>
          </dl>
        </div>
      </header>

      <section aria-labelledby="demo-totals-title" className="mt-6">
        <h2 id="demo-totals-title" className="sr-only">
          Tonight so far
        </h2>
        <DemoStats totals={totals} />
      </section>

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          <DemoQueue requests={requests} onChangeStatus={changeStatus} />
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
        </div>
        <DemoTips />
      </div>
    </PageLayout>
  );
}
