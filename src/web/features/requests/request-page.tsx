import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLayout } from '../../components/page-layout';
import { Skeleton } from '../../components/skeleton';
import { WhenVisible } from '../../components/when-visible';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { activeSessionsQueryKey, type ActiveSession } from '../live/api/get-active-sessions';
import { useLiveActiveSessions, type ShowChange } from '../live/api/use-live-active-sessions';
import { musiciansByQrQueryKey, useMusicianByQr, type MusicianByQrResponse } from '../artist/api/get-musician-by-qr';
import { useQueryClient } from '@tanstack/react-query';
import { LiveShowPicker } from './components/live-show-picker';
import { RequestForm } from './components/request-form';
import { rememberedShow, rememberShow } from './api/remembered-shows';
import { createDraftStore } from './draft-store';
import { requestText } from './request-messages';
import { lazyRetry } from '../../lib/retry-import';

// Only a fan who has sent a request needs these: they load while the request is on its way
// (preloadAfterSend), keeping the page's first download small (its JavaScript budget).
const loadAfterSend = () =>
  Promise.all([import('./components/request-sent-modal'), import('./components/all-done-screen')]);
const RequestSentModal = lazyRetry(() => loadAfterSend().then(([m]) => ({ default: m.RequestSentModal })));
const AllDoneScreen = lazyRetry(() => loadAfterSend().then(([, m]) => ({ default: m.AllDoneScreen })));
const preloadAfterSend = () => void loadAfterSend().catch(() => undefined);
// The parts below are default exports: the named-export wrapper would cost this page bytes it does
// not have (its JavaScript budget).
// Below the fold: fetched when the fan scrolls towards it (with HowItWorksBox, last).
const FutureGigs = lazyRetry(() => import('./components/future-gigs'));
// Only when the scanned musician is not live.
const ScannedArtistNotLive = lazyRetry(() => import('./components/scanned-artist-not-live'));
// Only on a phone that has sent a request to a show still on.
const MyRequestsPanel = lazyRetry(() => import('./components/my-requests-panel'));
// Only once a live show is chosen (after the first paint); it shows nothing until the show has songs to back (+1).
const BackingList = lazyRetry(() => import('./components/backing-list'));
const HowItWorksBox = lazyRetry(() => import('./components/how-it-works-box'));

/** The scanned musician's live show, in the shape of the live list. */
function showOf(data: MusicianByQrResponse | undefined): ActiveSession | null {
  if (!data?.active_session) return null;
  const { stage_name, profile_photo_url, bio, instagram_handle, qr_code_id } = data.musician;
  return { ...data.active_session, stage_name, profile_photo_url, bio, instagram_handle, qr_code_id };
}

function qrNotice(qrCodeId: string | null, musician: ReturnType<typeof useMusicianByQr>): string | null {
  if (qrCodeId === null) return null;
  if (musician.isError) return 'We could not find the artist of that QR code. Choose a live show below.';
  if (musician.data && !musician.data.active_session) {
    return `Or send a request to another artist who is live now.`;
  }
  return null;
}

/**
 * The fan request page (spec 1 "Fan request page", §4 request flow): choose a live show (or
 * arrive with it chosen by the QR code), send a song, optionally follow the artist, and come back
 * to the same show for the next song.
 */
export function RequestPage() {
  useDocumentMeta('Send a Song Request', 'Choose the live show you are at and send the artist your song request.');
  const [searchParams] = useSearchParams();
  const qrCodeId = searchParams.get('qr')?.trim() || null;
  const queryClient = useQueryClient();
  // What the stream said of shows the list may not carry (a private profile's, reached by its QR
  // code): ended, or its requests paused. A changed show re-reads the prices and tip chips.
  const [changes, setChanges] = useState<Record<number, ShowChange>>({});
  // The show whose requests this phone follows: the one it just sent to, or after a reload the
  // newest it sent to that is still on. Kept once found, so the panel can say the show ended.
  const [followed, setFollowed] = useState<number | null>(null);
  const musician = useMusicianByQr(qrCodeId, 'once');
  const [chosen, setChosen] = useState<ActiveSession | null>(null);
  // The fan's own choice wins over the QR code's; either stays selected if the show ends meanwhile,
  // so the form keeps what was typed and the submit check can say what happened.
  const scannedShow = showOf(musician.data);
  // The show last in the form in this tab (a reload): chosen again while the lists, unread in a
  // dead spot, cannot say otherwise, and while it is live; a QR code of another musician wins.
  const [kept] = useState(() => createDraftStore().keptShow());
  const liveList = queryClient.getQueryData<ActiveSession[]>(activeSessionsQueryKey);
  const keptShow =
    kept &&
    (qrCodeId === null || (kept.qr_code_id === qrCodeId && !musician.data)) &&
    (liveList ?? [kept]).some((show) => show.id === kept.id)
      ? kept
      : null;
  const chosenShow = chosen ?? scannedShow ?? keptShow;
  // The stream carries tonight's songs of the chosen show (none once it has ended).
  const songsOf = chosenShow?.id ?? null;
  const { sessions, isStreaming } = useLiveActiveSessions(
    (id, change) => {
      if (change === 'updated') void queryClient.invalidateQueries({ queryKey: musiciansByQrQueryKey });
      else setChanges((current) => ({ ...current, [id]: change }));
    },
    {
      myRequestsOf: followed,
      songsOf,
      // Each state goes to its query's cache (['my-requests', id], ['show-songs', id]), where the
      // lazy panels read it; the page itself carries no code of theirs.
      onState: (type, data) => {
        const id = (data as { session?: { id?: unknown } } | null)?.session?.id;
        if (typeof id === 'number') queryClient.setQueryData([type, id], data);
      },
      isReady: qrCodeId === null || !musician.isPending,
    },
  );
  const [sent, setSent] = useState<{ show: ActiveSession; songTitle: string } | null>(null);
  const [done, setDone] = useState<'followed' | 'skipped' | null>(null);
  const remembered = sessions.data ? rememberedShow(sessions.data.map((show) => show.id)) : null;
  if (followed === null && remembered !== null) setFollowed(remembered);
  const stepOneRef = useRef<HTMLElement>(null);
  const firstOptionRef = useRef<HTMLInputElement>(null);
  // After the first visit the rest of the fan's path is on the phone (docs/decisions/021). Its
  // own chunk, fetched once the page is up: the first load does not carry it.
  useEffect(() => {
    import('../../lib/register-service-worker').then(
      (sw) => sw.registerServiceWorkerWhenIdle(),
      () => undefined,
    );
  }, []);

  const listed = sessions.data?.find((show) => show.id === chosenShow?.id);
  const change = chosenShow ? changes[chosenShow.id] : undefined;
  // Live while the list has it; a private profile's show, on no list, while its QR code said it
  // was live and the stream has not said it ended.
  const isSelectedLive =
    !sessions.data || !chosenShow || listed !== undefined || (chosenShow.id === scannedShow?.id && change !== 'ended');
  // The list's copy is the current one: the stream marks its requests paused or resumed.
  const selected =
    listed ??
    (chosenShow && (change === 'paused' || change === 'resumed')
      ? { ...chosenShow, requests_paused: change === 'paused' }
      : chosenShow);

  // The show the fan just sent to stays chosen, with a fresh form, for the next song.
  const requestAnother = useCallback(() => {
    setChosen((current) => sent?.show ?? current);
    setSent(null);
    setDone(null);
  }, [sent]);

  if (done) {
    return (
      <Suspense fallback={null}>
        <AllDoneScreen hasFollowed={done === 'followed'} onRequestAnother={requestAnother} />
      </Suspense>
    );
  }

  return (
    <PageLayout width="narrow">
      <h1 className="text-balance text-3xl font-extrabold tracking-tight text-ink">Send a Song Request</h1>
      <p className="mt-1 text-ink-muted">
        Pick a song for the artist, and add a tip if you like. It takes less than a minute.
      </p>

      {musician.data && !musician.data.active_session ? (
        <Suspense fallback={<Skeleton className="mt-6 h-72 w-full rounded-card" />}>
          <ScannedArtistNotLive data={musician.data} />
        </Suspense>
      ) : null}

      <section ref={stepOneRef} aria-labelledby="step-one-title" className="mt-6 scroll-mt-4">
        <h2 id="step-one-title" className="mb-3 text-xl font-bold text-ink">
          <span className="text-accent-ink">Step 1.</span> Choose the live show
        </h2>
        <LiveShowPicker
          shows={sessions.data}
          isPending={sessions.isPending || (qrCodeId !== null && musician.isPending)}
          isExpectingOne={qrCodeId !== null}
          isError={sessions.isError}
          isRefetching={sessions.isFetching}
          onRetry={() => void sessions.refetch()}
          selected={selected}
          isSelectedLive={isSelectedLive}
          onSelect={setChosen}
          notice={qrNotice(qrCodeId, musician)}
          firstOptionRef={firstOptionRef}
        />
      </section>

      <section aria-labelledby="step-two-title" className="mt-8">
        <h2 id="step-two-title" className="mb-3 text-xl font-bold text-ink">
          <span className="text-accent-ink">Step 2.</span> Your song
        </h2>
        <RequestForm
          show={selected}
          isLive={isSelectedLive}
          isShowLoading={qrCodeId !== null && (sessions.isPending || musician.isPending)}
          onSubmitStart={preloadAfterSend}
          onSent={(show, songTitle) => {
            rememberShow(show.id);
            setFollowed(show.id);
            setSent({ show, songTitle });
          }}
          onNeedShow={() => {
            stepOneRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
            firstOptionRef.current?.focus({ preventScroll: true });
          }}
        />
      </section>

      {/* Below the form, not above it: after a send the fan's next song comes first, and the list
          grew with each request, pushing the song field a screen or more down. */}
      {followed !== null ? (
        <Suspense fallback={<Skeleton className="mt-6 h-28 w-full rounded-card" />}>
          <MyRequestsPanel key={followed} sessionId={followed} isStreaming={isStreaming} />
        </Suspense>
      ) : null}

      {/* Below the form, not above it: tonight's songs arrive after the page is up, and a list
          appearing above the form pushed it off a phone's screen (a layout shift of 0.14). */}
      {songsOf !== null ? (
        <Suspense fallback={null}>
          <BackingList
            key={songsOf}
            sessionId={songsOf}
            isStreaming={isStreaming}
            onBacked={() => {
              rememberShow(songsOf);
              setFollowed(songsOf);
            }}
          />
        </Suspense>
      ) : null}

      <div className="mt-10">
        <WhenVisible minHeightClass="min-h-96" fallback={<Skeleton className="h-96 w-full rounded-card" />}>
          <div className="grid gap-8">
            <HowItWorksBox />
            <FutureGigs />
          </div>
        </WhenVisible>
      </div>

      {sent ? (
        // Sent, even while the dialog's code has not arrived (a dead spot): the tap has its answer.
        <Suspense
          fallback={
            <p
              role="status"
              className="fixed inset-x-0 bottom-0 z-40 rounded-t-card border-t border-line bg-surface p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] text-center text-lg font-bold text-ink shadow-raised"
            >
              {requestText.requestSent}
            </p>
          }
        >
          <RequestSentModal sent={sent} onFollow={() => setDone('followed')} onSkip={() => setDone('skipped')} />
        </Suspense>
      ) : null}
    </PageLayout>
  );
}
