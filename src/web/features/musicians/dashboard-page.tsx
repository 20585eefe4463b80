import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageLayout } from '../../components/page-layout';
import { useToast } from '../../components/use-toast';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/use-auth';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useStageApp } from '../../lib/stage-app';
import { upcomingGigsQueryKey, useUpcomingGigs, type Gig } from '../gigs/api/get-upcoming-gigs';
import { ScheduleGigModal } from '../gigs/components/schedule-gig-modal';
import { CalendarFeedPanel } from '../calendars/components/calendar-feed-panel';
import { UpcomingGigsPanel } from '../gigs/components/upcoming-gigs-panel';
import { EarningsCard } from '../earnings/components/earnings-card';
import { TipWithdrawalCard } from '../earnings/components/tip-withdrawal-card';
import { MessagesInbox } from '../messages/components/messages-inbox';
import { StartLiveSessionCard } from '../live/components/start-live-session-card';
import { useCurrentLiveSession } from '../live/api/get-current-live-session';
import { TrendingSongs } from '../songs/components/trending-songs';
import { JustEndedShow } from '../live/components/just-ended-show';
import { PastShows } from '../live/components/past-shows';
import { RepertoireCard } from '../repertoire/components/repertoire-card';
import { SetlistsCard } from '../setlists/components/setlists-card';
import { subscriptionQueryKey } from '../subscriptions/api/subscription';
import { SubscriptionBanner } from '../subscriptions/components/subscription-banner';
import { UpgradeProvider } from '../subscriptions/components/upgrade-provider';
import { ownProfileQueryKey, useOwnProfile } from './api/get-own-profile';
import { ArtistCard } from './components/artist-card';
import { FollowersCard } from '../followers/components/followers-card';
import { CompleteProfileBanner } from './components/complete-profile-banner';
import { DashboardError } from './components/dashboard-error';
import { DashboardHeader } from './components/dashboard-header';
import { DashboardSkeleton } from './components/dashboard-skeleton';
import { EditProfileModal } from './components/edit-profile-modal';
import { LockedPanel } from './components/locked-panel';
import { StageNameModal } from './components/stage-name-modal';
import { dashboardLoadError } from './api/profile-errors';
import { useSendHomeOnUnauthorized } from '../../lib/use-send-home-on-unauthorized';
import { ActSwitcher } from '../acts/components/act-switcher';
import { NoActWorkspace } from '../acts/components/no-act-workspace';
import { CrewDashboard } from '../acts/components/crew-dashboard';
import { useCurrentMembership } from '../acts/api/my-acts';
import { mayInAct } from '../../../shared/acts/capabilities';

/** Spec 1 §9: the dashboard's toast lasts 5 seconds. */
const WELCOME_TOAST_MS = 5000;
const WELCOMED_KEY = 'stagecall:welcomed';

type OpenModal = { kind: 'profile' } | { kind: 'gig'; gig: Gig | null } | null;

/**
 * The signed-in musician's workspace (spec 1 "Musician dashboard", §4). Unauthenticated visitors
 * and any 401 go back to /. Returning from a subscription checkout (?subscription=success or
 * cancelled) says how it went once.
 */
export function DashboardPage() {
  useDocumentMeta('Dashboard', 'Your Stagecall musician dashboard.');
  useSendHomeOnUnauthorized();
  const { status, user, signOut } = useAuth();
  const isSignedIn = status === 'signed-in';
  const profile = useOwnProfile({ enabled: isSignedIn });
  // The role in this device's act decides the layout (decision 035): crew get only the live show,
  // so nothing the server would refuse them is asked for.
  const { membership, query: acts } = useCurrentMembership({ enabled: isSignedIn });
  const role = membership?.role;
  const gigs = useUpcomingGigs({ enabled: isSignedIn && acts.isSuccess && (!role || mayInAct(role, 'show')) });
  const liveSession = useCurrentLiveSession();
  useStageApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  // /dashboard?edit=profile (Edit Profile on the musician's own artist page) opens the editor.
  const [modal, setModal] = useState<OpenModal>(() =>
    searchParams.get('edit') === 'profile' ? { kind: 'profile' } : null,
  );
  const closeModal = () => {
    setModal(null);
    if (searchParams.has('edit')) setSearchParams({}, { replace: true });
  };
  const hasWelcomed = useRef(false);
  const location = useLocation();
  // Arriving from a session that just ended, that toast says enough.
  const endState = location.state as { sessionEnded?: boolean; endedSessionId?: number } | null;
  const isAfterSessionEnd = endState?.sessionEnded === true;
  // The show just ended opens its summary here, where the spec sends the musician.
  const endedSessionId = endState?.endedSessionId ?? null;

  const stageName = profile.data?.stage_name.trim() ?? '';
  // Once per visit to the site (this tab's session), not on every return to the dashboard.
  useEffect(() => {
    if (!profile.data || hasWelcomed.current) return;
    hasWelcomed.current = true;
    const welcomedKey = `${WELCOMED_KEY}:${profile.data.id}`;
    if (isAfterSessionEnd || sessionStorage.getItem(welcomedKey) === '1') return;
    sessionStorage.setItem(welcomedKey, '1');
    toast.show(stageName ? `Welcome, ${stageName}!` : 'Welcome to Stagecall!', {
      tone: 'success',
      duration: WELCOME_TOAST_MS,
    });
  }, [profile.data, stageName, toast, isAfterSessionEnd]);

  const checkoutResult = searchParams.get('subscription');
  useEffect(() => {
    if (checkoutResult !== 'success' && checkoutResult !== 'cancelled') return;
    if (checkoutResult === 'success') {
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
      toast.show('Welcome to Stagecall Premium!', { tone: 'success' });
    } else {
      toast.show('Checkout cancelled: nothing was charged.');
    }
    setSearchParams({}, { replace: true });
  }, [checkoutResult, queryClient, toast, setSearchParams]);

  // Spec 1 §8 "Other fetch failures are logged silently": without its gigs the dashboard still works.
  useEffect(() => {
    if (gigs.isError) console.warn('Could not load upcoming gigs:', gigs.error);
  }, [gigs.isError, gigs.error]);

  if (status === 'loading') return <DashboardSkeleton />;
  if (status === 'signed-out') return <Navigate to="/" replace />;
  // The installed stage app opens here (its manifest's start_url): straight into the live show, if one is on.
  if (searchParams.get('source') === 'stage-app' && liveSession.data) {
    return <Navigate to={`/live/${liveSession.data.id}`} replace />;
  }
  const onLogOut = async () => {
    await signOut();
    void navigate('/', { replace: true });
  };
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 401) return <Navigate to="/" replace />;
    // In no act at all (decision 035): an empty workspace that says so, with nothing that would fail.
    if (profile.error instanceof ApiError && profile.error.code === 'not_a_member') {
      return (
        <PageLayout>
          <DashboardHeader stageName="" email={user?.email ?? ''} onLogOut={onLogOut} hasAct={false} />
          <NoActWorkspace />
        </PageLayout>
      );
    }
  }
  if (profile.isError || acts.isError) {
    return (
      <DashboardError
        message={dashboardLoadError(profile.error ?? acts.error)}
        isReloading={profile.isFetching || acts.isFetching}
        onReload={() => {
          void profile.refetch();
          void acts.refetch();
          void gigs.refetch();
        }}
      />
    );
  }
  if (profile.isPending || acts.isPending) return <DashboardSkeleton />;
  if (role === 'crew') {
    return (
      <PageLayout>
        <DashboardHeader
          stageName={profile.data.stage_name}
          email={profile.data.email}
          onLogOut={onLogOut}
          role={role}
          switcher={<ActSwitcher />}
        />
        <CrewDashboard actName={profile.data.stage_name} />
      </PageLayout>
    );
  }
  if (gigs.isPending) return <DashboardSkeleton />;

  const me = profile.data;
  const isComplete = me.is_complete;
  const openProfile = () => setModal({ kind: 'profile' });
  const openGig = (gig: Gig | null) => setModal({ kind: 'gig', gig });

  return (
    <UpgradeProvider>
      <PageLayout>
        <DashboardHeader
          stageName={me.stage_name}
          email={me.email}
          onLogOut={onLogOut}
          role={role}
          switcher={<ActSwitcher />}
        />

        <div className="mt-6 flex flex-col gap-6">
          <SubscriptionBanner />

          {endedSessionId !== null ? (
            // First on a phone too, above going live and the earnings.
            <div className="max-md:order-first">
              <JustEndedShow
                sessionId={endedSessionId}
                stageName={me.stage_name}
                onClose={() => void navigate('/dashboard', { replace: true, state: { sessionEnded: true } })}
              />
            </div>
          ) : null}

          {isComplete ? null : <CompleteProfileBanner missing={me.missing} onEdit={openProfile} />}

          <ArtistCard profile={me} onScheduleGig={() => openGig(null)} onEditProfile={openProfile} />

          {/* On a phone, going live comes first, above the artist card (below it, going live was about 1,250 px down). */}
          <div className="flex flex-wrap gap-6 *:min-w-0 *:flex-[1_1_20rem] max-md:order-first [&:not(:has(>:not(:empty)))]:hidden">
            {isComplete ? (
              <EarningsCard />
            ) : (
              <LockedPanel
                title="Complete Profile Required"
                description="Add your bio and music styles to receive tips and see your earnings."
                onCompleteProfile={openProfile}
              />
            )}
            {isComplete ? (
              // Going live comes before the earnings on a phone (the earnings card alone fills its
              // screen); while live, the show comes first at every width.
              <div className={liveSession.data ? 'order-first' : 'max-md:order-first'}>
                <StartLiveSessionCard />
              </div>
            ) : (
              <LockedPanel
                title="Live Sessions Locked"
                description="Complete your profile to go live and receive song requests from fans."
                onCompleteProfile={openProfile}
              />
            )}
          </div>

          <UpcomingGigsPanel
            gigs={gigs.data ?? []}
            onScheduleNew={() => openGig(null)}
            onEdit={(gig) => openGig(gig)}
          />

          {(gigs.data?.length ?? 0) > 0 ? <CalendarFeedPanel /> : null}

          <PastShows />

          <FollowersCard />

          <RepertoireCard />

          <SetlistsCard />

          <TrendingSongs />

          <MessagesInbox />

          {/* At the bottom, as the spec places it: the earnings card's 'Withdraw Tips' scrolls here. */}
          {isComplete ? (
            <div id="tip-withdrawal" className="scroll-mt-6">
              <TipWithdrawalCard />
            </div>
          ) : null}
        </div>

        <StageNameModal
          isOpen={!stageName}
          onSaved={() => {
            // Spec 1 §4: saving the stage name reloads the dashboard.
            void queryClient.invalidateQueries({ queryKey: ownProfileQueryKey });
            void queryClient.invalidateQueries({ queryKey: upcomingGigsQueryKey });
            toast.show('Stage name saved', { tone: 'success' });
          }}
        />
        {modal?.kind === 'profile' ? <EditProfileModal profile={me} onClose={closeModal} /> : null}
        {modal?.kind === 'gig' ? (
          <ScheduleGigModal
            gig={modal.gig}
            stageName={me.stage_name}
            qrCodeId={me.qr_code_id}
            onClose={() => setModal(null)}
          />
        ) : null}
      </PageLayout>
    </UpgradeProvider>
  );
}
