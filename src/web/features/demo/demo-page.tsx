import { Eye, EyeOff, FlaskConical, Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { RequestStatus, SongRequest } from '../../../shared/live';
import { canTransition } from '../../../shared/live/live-messages';
import { Button, ButtonLink } from '../../components/button';
import { PageLayout } from '../../components/page-layout';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { BulkActionBar } from '../live/components/bulk-action-bar';
import { QueueList } from '../live/components/queue-list';
import { SessionSummary } from '../live/components/session-summary';
import { DemoTips } from './components/demo-tips';
import { demoMusician, demoShow } from './demo-data';

const noneBusy: ReadonlySet<number> = new Set();

/**
 * The demo (spec 2 "Demo page"): the live manager's own summary, queue and rows on a made-up
 * show, so what a visitor tries is what a musician gets. It makes no calls at all; the
 * buttons change only this page's copy of the sample data.
 */
export function DemoPage() {
  useDocumentMeta('Demo', 'See the Stagecall musician dashboard with sample song requests. No sign-up needed.');
  const [show] = useState(() => demoShow(new Date()));
  const [requests, setRequests] = useState<readonly SongRequest[]>(show.requests);
  const [priorities, setPriorities] = useState<Readonly<Record<number, number>>>({});
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(() => new Set());
  const [isShowingDeclined, setIsShowingDeclined] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const visible = isShowingDeclined ? requests : requests.filter((request) => request.status !== 'declined');
  const selected = requests.filter((request) => selectedIds.has(request.id));

  const changeStatus = (members: readonly SongRequest[], status: RequestStatus) => {
    // As the real manager: only the moves the queue allows, and the rest are named as skipped.
    const moving = new Set(members.filter((member) => canTransition(member.status, status)).map((member) => member.id));
    const skipped = members.length - moving.size;
    setRequests((current) => current.map((request) => (moving.has(request.id) ? { ...request, status } : request)));
    const title = members[0]?.song_title ?? 'Request';
    setAnnouncement(
      moving.size === 0
        ? `Nothing to change: already ${status} or cannot be ${status}.`
        : `${members.length > 1 ? `${moving.size} requests` : title}: ${status}${skipped > 0 ? `, ${skipped} skipped` : ''}`,
    );
  };

  const applyToSelected = (status: 'accepted' | 'declined') => {
    changeStatus(selected, status);
    setSelectedIds(new Set());
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
              {demoMusician.stage_name}’s live request manager, as a musician sees it mid-show. The requests are made
              up; try the buttons: nothing is saved or sent anywhere.
            </p>
          </div>
        </div>
        <ButtonLink to="/" className="shrink-0" icon={<Sparkles aria-hidden="true" className="size-5" />}>
          Start Your Free Trial
        </ButtonLink>
      </aside>

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid min-w-0 gap-4">
          <SessionSummary session={show.session} requests={requests} />
          <section aria-labelledby="requests-title">
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
              <h2 id="requests-title" className="text-lg font-bold text-ink sm:text-xl">
                Song Requests ({visible.length})
              </h2>
              <Button
                variant="secondary"
                aria-pressed={isShowingDeclined}
                onClick={() => setIsShowingDeclined((showing) => !showing)}
                icon={
                  isShowingDeclined ? (
                    <EyeOff aria-hidden="true" className="size-5" />
                  ) : (
                    <Eye aria-hidden="true" className="size-5" />
                  )
                }
              >
                {isShowingDeclined ? 'Hide Declined' : 'Show Declined'}
              </Button>
            </div>
            <QueueList
              requests={visible}
              isShowingDeclined={isShowingDeclined}
              priorities={priorities}
              onPrioritiesChange={setPriorities}
              selectedIds={selectedIds}
              onSelectedIdsChange={setSelectedIds}
              busyIds={noneBusy}
              onChangeStatus={changeStatus}
            />
            <p aria-live="polite" className="sr-only">
              {announcement}
            </p>
          </section>
        </div>
        <DemoTips />
      </div>
      {selected.length > 0 ? (
        <BulkActionBar
          selectedCount={selected.length}
          onAcceptAll={() => applyToSelected('accepted')}
          onDeclineAll={() => applyToSelected('declined')}
          onClear={() => setSelectedIds(new Set())}
          isBusy={false}
        />
      ) : null}
    </PageLayout>
  );
}
