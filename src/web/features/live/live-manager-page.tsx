import { ListMusic, QrCode, WifiOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigationType, useParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { useToast } from '../../components/use-toast';
import { ApiError, NetworkError } from '../../lib/api-client';
import { useStageApp } from '../../lib/stage-app';
import { ManagerOffline } from './components/manager-offline';
import { useAuth } from '../../lib/use-auth';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useShowEndedSession } from './api/end-live-session';
import { BulkActionBar } from './components/bulk-action-bar';
import { EndSessionDialog } from './components/end-session-dialog';
import { ManagerHeader } from './components/manager-header';
import { ManagerSkeleton } from './components/manager-skeleton';
import type { QueueConnection } from './components/queue-controls';
import { QueueList } from './components/queue-list';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SessionSummary } from './components/session-summary';
import { stageSongs, songKeysFor, type Priorities } from './order-requests';
import { stageApi } from './api/stage';
import { NowPlaying } from './components/now-playing';
import { QueueOrderSelect } from './components/queue-order-select';
import { StageActionBar } from './components/stage-action-bar';
import { useBlockedPhones, useUnblockPhone } from './api/phone-blocks';
import { useStageActions } from './api/use-stage-actions';
import { useNight } from './api/night';
import { nightTaps } from './api/night-taps';
import { nightStage } from './use-night-stage';
import { NightBoard } from './components/night-board';
import { NightControls } from './components/night-controls';
import { NightSpine } from './components/night-spine';
import { SlotPicker } from './components/slot-picker';
import { useMayInAct } from '../acts/api/my-acts';
import type { SongRequest } from '../../../shared/live';
import { usePauseSession } from './api/use-pause-session';
import { useBlockPhone } from './api/use-block-phone';
import { useEndShow } from './api/use-end-show';
import { ShowControlsSheet } from './components/show-controls-sheet';
import { useLiveQueue } from './use-live-queue';
import { useRequestActions } from './api/use-request-actions';
import { useRequestChime } from './use-request-chime';
import { useSoundPreference } from './use-sound-preference';
import { isWakeLockSupported, useWakeLock } from './use-wake-lock';

/** Spec 2: Save Session is a simulated one-second save with a message; it makes no call. */
const SIMULATED_SAVE_MS = 1000;

/**
 * The live session request manager (spec 2 "Live session manager", §4). Signed-out visitors go to
 * /, and a missing session or a failed first load to /dashboard. Once the queue is on screen, a
 * failed background refresh keeps it there with "connection lost" in the header rather than
 * throwing the musician out mid-song; only the server saying the session is gone redirects.
 */
export function LiveManagerPage() {
  useDocumentMeta('Live Session', 'Your live song request queue.');
  const { sessionId } = useParams();
  const { status: authStatus, user, isOffline } = useAuth();
  useStageApp();
  const toast = useToast();
  const showEndedSession = useShowEndedSession();

  const [isAutoRefreshOn, setIsAutoRefreshOn] = useState(true);
  const [isSoundOn, toggleSound] = useSoundPreference();
  const [isShowingDeclined, setIsShowingDeclined] = useState(false);
  const [isKeepingAwake, setIsKeepingAwake] = useState(true);
  const { isHeld: isScreenKeptOn } = useWakeLock(isKeepingAwake);
  const [priorities, setPriorities] = useState<Priorities>({});
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(() => new Set());
  const [isControlsOpen, setIsControlsOpen] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [isRefreshing, setIsRefreshing] = useState(false);
  const stage = useStageActions();
  const pause = usePauseSession();
  const blockPhone = useBlockPhone();
  const blockedPhones = useBlockedPhones(Number(sessionId), authStatus === 'signed-in');
  const unblockPhone = useUnblockPhone();
  const endShow = useEndShow();
  const night = useNight(Number(sessionId), authStatus === 'signed-in');
  const mayRunShow = useMayInAct('show');
  const [slotting, setSlotting] = useState<SongRequest | null>(null);
  const mainRef = useRef<HTMLElement>(null);
  const navigationType = useNavigationType();

  const { query, isStreaming } = useLiveQueue({
    isEnabled: authStatus === 'signed-in',
    isAutoRefreshOn,
    onSessionEnded: () => {
      if (!endShow.isEndingHere()) toast.show('This live session has ended.');
      showEndedSession(Number(sessionId));
    },
  });
  const isShowingQueue = Boolean(query.data);
  useEffect(() => {
    // As PageLayout does: after an in-app navigation, keyboard and screen-reader users start at the content.
    if (isShowingQueue && navigationType !== 'POP') mainRef.current?.focus({ preventScroll: true });
  }, [isShowingQueue, navigationType]);
  const { changeStatus, busyIds } = useRequestActions();
  const { chime, isBlocked: isSoundBlocked, unlock: unlockSound } = useRequestChime();

  // New requests, whether pushed or polled: chime (when sound is on) and tell screen readers.
  const knownIdsRef = useRef<Set<number> | null>(null);
  const announcerRef = useRef<HTMLParagraphElement>(null);
  const requests = query.data?.requests;
  useEffect(() => {
    if (!requests) return;
    const known = knownIdsRef.current;
    knownIdsRef.current = new Set(requests.map((request) => request.id));
    if (!known) return;
    const fresh = requests.filter((request) => !known.has(request.id));
    if (fresh.length === 0) return;
    if (isSoundOn) chime();
    if (announcerRef.current) {
      announcerRef.current.textContent =
        fresh.length === 1 ? `New request: ${fresh[0]?.song_title ?? ''}` : `${fresh.length} new requests`;
    }
  }, [requests, isSoundOn, chime]);

  if (authStatus === 'loading') return <ManagerSkeleton />;
  // A dead spot of the venue: the app's shell, saying so, until the network is back.
  if (isOffline || (!query.data && query.error instanceof NetworkError)) return <ManagerOffline />;
  if (authStatus === 'signed-out') return <Navigate to="/" replace />;
  const error = query.error;
  if (error instanceof ApiError && error.status === 401) return <Navigate to="/" replace />;
  if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
    return <Navigate to="/dashboard" replace />;
  }
  if (!query.data) return query.isError ? <Navigate to="/dashboard" replace /> : <ManagerSkeleton />;
  if (query.data.session.id !== Number(sessionId)) {
    // Possibly an earlier session's cached queue while the fresh one loads.
    return query.isFetching ? <ManagerSkeleton /> : <Navigate to="/dashboard" replace />;
  }

  const { session } = query.data;
  const allRequests = query.data.requests;
  // The title and the list describe the requests on screen; Total counts every request of the
  // show, declined ones too, as the request limit and the show's summary do (one definition).
  const visible = isShowingDeclined ? allRequests : allRequests.filter((request) => request.status !== 'declined');
  const selected = allRequests.filter((request) => selectedIds.has(request.id));
  // One song, one row: identities of the whole show, so hidden declined rows fold alike.
  const songKeys = songKeysFor(allRequests);
  const stageView = { order: session.queue_order, nowPlayingId: session.now_playing_id };
  const { playing, next } = stageSongs(allRequests, songKeys, stageView);
  // With a setlist on stage the night is the spine; requests slotted into it leave the request list.
  const onStage = night.data?.session_id === session.id ? nightStage(night.data, allRequests) : null;
  const listed = onStage ? visible.filter((request) => !onStage.slottedIds.has(request.id)) : visible;
  const taps = nightTaps(stage, session.id);

  const connection: QueueConnection = !isAutoRefreshOn
    ? 'off'
    : isStreaming
      ? 'live'
      : query.isError
        ? 'offline'
        : 'polling';

  const blockedIds = new Set(
    (blockedPhones.data ?? []).flatMap((phone) => phone.requests.map((request) => request.id)),
  );

  const applyToSelected = async (status: 'accepted' | 'declined') => {
    await changeStatus(selected, status);
    setSelectedIds(new Set());
  };

  const refreshNow = async () => {
    setIsRefreshing(true);
    await query.refetch();
    setIsRefreshing(false);
  };

  const saveSession = () => {
    setIsSaving(true);
    window.setTimeout(() => {
      setIsSaving(false);
      toast.show('Session saved.', { tone: 'success' });
    }, SIMULATED_SAVE_MS);
  };

  const requestsSection = (
    <section aria-labelledby="requests-title" className="min-w-0">
      <div className="mb-1 flex items-center justify-between gap-2">
        <h2 id="requests-title" className="shrink-0 whitespace-nowrap text-lg font-bold text-ink sm:text-xl">
          Song Requests ({listed.length})
        </h2>
        <QueueOrderSelect
          order={session.queue_order}
          isChangingOrder={stage.busy === 'order'}
          onOrderChange={(order) =>
            void stage.run('order', () => stageApi.order(session.id, order), 'Failed to change the order')
          }
        />
      </div>
      {allRequests.length === 0 ? (
        <EmptyState
          icon={ListMusic}
          title="No Requests Yet"
          description="Share your QR code to start receiving song requests!"
          action={
            user?.qr_code_id ? (
              <ButtonLink
                to={`/qr/${encodeURIComponent(user.qr_code_id)}`}
                variant="secondary"
                icon={<QrCode aria-hidden="true" className="size-5" />}
              >
                View QR Code
              </ButtonLink>
            ) : null
          }
        />
      ) : listed.length === 0 ? (
        <p className="rounded-card border border-dashed border-line-strong/50 px-6 py-8 text-center text-ink-muted">
          {visible.length === 0
            ? 'Every request so far is declined. Choose Show Declined to see them.'
            : 'Every request so far is in tonight’s set.'}
        </p>
      ) : (
        <QueueList
          requests={listed}
          isShowingDeclined={isShowingDeclined}
          priorities={priorities}
          onPrioritiesChange={setPriorities}
          selectedIds={selectedIds}
          onSelectedIdsChange={setSelectedIds}
          busyIds={busyIds}
          onChangeStatus={(members, status) => void changeStatus(members, status)}
          onBlock={blockPhone.ask}
          blockedIds={blockedIds}
          onUnblock={(request) => void unblockPhone.unblock(request.id)}
          songKeys={songKeys}
          stage={stageView}
          onPlayNow={(request) =>
            void stage.run('play', () => stageApi.playNow(session.id, request.id), 'Failed to start the song')
          }
          night={
            onStage ? { inSetOf: onStage.inSetOf, onPlayNext: taps.playNext, onSlotAfter: setSlotting } : undefined
          }
        />
      )}
    </section>
  );

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-control bg-accent px-4 py-3 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <ManagerHeader
        lastUpdatedAt={query.dataUpdatedAt}
        profileHref={user?.qr_code_id ? `/artist/${encodeURIComponent(user.qr_code_id)}` : null}
        isSoundOn={isSoundOn}
        isSoundBlocked={isSoundBlocked}
        onToggleSound={toggleSound}
        onEnableSound={unlockSound}
        onEndSession={mayRunShow ? endShow.open : undefined}
      />
      {/* From sm up (a phone on its side, a tablet) the show sits beside the list rather than above it. */}
      <main
        ref={mainRef}
        id="main"
        tabIndex={-1}
        className={`mx-auto grid w-full max-w-6xl content-start gap-2 px-2 pt-2 focus:outline-none sm:grid-cols-[minmax(15rem,20rem)_minmax(0,1fr)] sm:items-start sm:gap-4 sm:px-6 sm:pt-4 short-landscape:pb-4 short-landscape:pr-32 ${
          selected.length > 0 ? 'pb-48' : 'pb-32'
        } ${onStage ? 'lg:max-w-7xl' : ''}`}
      >
        {connection === 'offline' ? (
          <p
            role="alert"
            className="flex items-center gap-3 rounded-card bg-danger-fill px-4 py-3 text-base font-bold text-on-danger sm:col-span-2"
          >
            <WifiOff aria-hidden="true" className="size-6 shrink-0" />
            Connection lost. Retrying… New requests will not appear until it is back.
          </p>
        ) : null}
        <p ref={announcerRef} role="status" className="sr-only" />
        <div className="grid gap-2 sm:sticky sm:top-20 sm:gap-4">
          <NowPlaying
            playing={playing}
            next={next}
            connection={connection}
            night={onStage ? { playing: onStage.playing, next: onStage.upcoming[0] } : undefined}
          />
          <SessionSummary
            session={session}
            requests={allRequests}
            onResume={() => void pause.setPaused(session.id, false)}
            isResuming={pause.isResuming}
          />
        </div>
        {onStage ? (
          <NightBoard
            stage={onStage}
            pendingCount={allRequests.filter((request) => request.status === 'pending').length}
            set={
              <NightSpine
                stage={onStage}
                requests={allRequests}
                isBusy={stage.busy !== null}
                onSkip={taps.skip}
                onTakeOut={taps.takeOut}
                onMoveUpNext={taps.moveUpNext}
              />
            }
            requests={requestsSection}
          />
        ) : (
          requestsSection
        )}
      </main>
      <StageActionBar
        selection={
          selected.length > 0 ? (
            <BulkActionBar
              isPinned={false}
              selectedCount={selected.length}
              onAcceptAll={() => void applyToSelected('accepted')}
              onDeclineAll={() => void applyToSelected('declined')}
              onClear={() => setSelectedIds(new Set())}
              isBusy={selected.some((request) => busyIds.has(request.id))}
            />
          ) : null
        }
        isPlaying={playing !== null || Boolean(onStage?.playing)}
        hasNext={next !== null || (onStage?.upcoming.length ?? 0) > 0}
        undoLabel={session.undo_labels && user ? (session.undo_labels[String(user.id)] ?? null) : session.undo_label}
        busy={stage.busy}
        onNext={() => void stage.run('next', () => stageApi.next(session.id), 'Failed to start the next song')}
        onUndo={() => void stage.run('undo', () => stageApi.undo(session.id), 'Failed to undo')}
        isPaused={session.status === 'paused'}
        isPausing={pause.isPausing || pause.isResuming}
        onPause={() => void pause.setPaused(session.id, true)}
        onResume={() => void pause.setPaused(session.id, false)}
        onOpenControls={() => setIsControlsOpen(true)}
      />
      <ShowControlsSheet
        isOpen={isControlsOpen}
        onClose={() => setIsControlsOpen(false)}
        session={session}
        total={allRequests.length}
        qrCodeId={user?.qr_code_id ?? null}
        pause={{
          onPause: () => void pause.setPaused(session.id, true),
          onResume: () => void pause.setPaused(session.id, false),
          isPausing: pause.isPausing,
          isResuming: pause.isResuming,
        }}
        screen={{
          isBusy: stage.busy === 'screen',
          onChange: (showsFans) =>
            void stage.run('screen', () => stageApi.screenFans(session.id, showsFans), 'Failed to change the screen'),
        }}
        queue={{
          wakeLock: isWakeLockSupported()
            ? { isWanted: isKeepingAwake, isHeld: isScreenKeptOn, onToggle: () => setIsKeepingAwake((on) => !on) }
            : null,
          isAutoRefreshOn,
          onToggleAutoRefresh: () => setIsAutoRefreshOn((on) => !on),
          isShowingDeclined,
          onToggleDeclined: () => setIsShowingDeclined((showing) => !showing),
          onRefresh: () => void refreshNow(),
          isRefreshing,
          onSave: saveSession,
          isSaving,
        }}
        blocked={{
          phones: blockedPhones.data,
          isError: blockedPhones.isError,
          busyId: unblockPhone.busyId,
          onUnblock: (requestId) => void unblockPhone.unblock(requestId),
        }}
        night={mayRunShow ? <NightControls sessionId={session.id} night={night.data} /> : null}
        mayRunShow={mayRunShow}
      />
      {onStage ? (
        <SlotPicker
          request={slotting}
          playing={onStage.playing}
          upcoming={onStage.upcoming}
          onClose={() => setSlotting(null)}
          onSlot={taps.slot}
        />
      ) : null}
      <ConfirmDialog
        isOpen={blockPhone.blocking !== null}
        title="Block this phone?"
        message="Requests from the phone that sent this one are refused for the rest of the show. The fan is told only that the show is not taking more requests from them."
        confirmLabel="Block phone"
        busyLabel="Blocking…"
        isBusy={blockPhone.isBlocking}
        error={blockPhone.error}
        onCancel={blockPhone.cancel}
        onConfirm={() => void blockPhone.confirm()}
      />
      <EndSessionDialog
        isOpen={endShow.isDialogOpen}
        onCancel={endShow.cancel}
        onConfirm={() => void endShow.end(session.id)}
        isEnding={endShow.isEnding}
        error={endShow.error}
      />
    </div>
  );
}
