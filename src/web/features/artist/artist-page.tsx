import { ARTIST_NOT_FOUND } from '../../../shared/musicians/artist-messages';
import { EyeOff } from 'lucide-react';
import { Suspense, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { MusicianByQrResponse } from '../../../shared/live/public';
import { ArtistAvatar } from '../../components/artist-avatar';
import { PageLayout } from '../../components/page-layout';
import { Skeleton } from '../../components/skeleton';
import { WhenVisible } from '../../components/when-visible';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/use-auth';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useMusicianByQr } from './api/get-musician-by-qr';
import { ArtistPageSkeleton } from './components/artist-page-skeleton';
import { ArtistStats } from './components/artist-stats';
import { CompleteProfilePrompt } from './components/complete-profile-prompt';
import { LiveStatus } from './components/live-status';
import { OwnerActions } from './components/owner-actions';
import { ProfileDetails } from './components/profile-details';
import { ProfileInProgress } from './components/profile-in-progress';
import { ProfileUnavailable } from './components/profile-unavailable';
import { VisitorActions } from './components/visitor-actions';
import {
  isProfileEmpty,
  META_DESCRIPTION_LENGTH,
  missingProfileParts,
  readProfile,
  type ArtistProfile,
} from './profile-fields';
import { useArtistStructuredData } from './use-artist-structured-data';
import { lazyRetry } from '../../lib/retry-import';

/** Spec 2 §8 texts of the artist page. */
const artistPageMessages = {
  notFound: ARTIST_NOT_FOUND,
  private: 'This artist profile is private',
  loadFailed: 'Failed to load artist profile',
} as const;

// The form and its validation schema load only when a fan heads for Contact Artist.
const loadContactModal = () => import('./components/contact-artist-modal');
const ContactArtistModal = lazyRetry(() => loadContactModal().then((m) => ({ default: m.ContactArtistModal })));

// Following by e-mail: the form, and the page a follower's e-mail link opens, load apart.
const FollowByEmail = lazyRetry(() => import('../followers/components/follow-by-email'));
const FollowLink = lazyRetry(() => import('../followers/components/follow-link'));
// Following by push: its own chunk, and the push code only on the tap.
const FollowByPush = lazyRetry(() => import('../push-follows/components/follow-by-push'));
// Below the profile: the gigs' list with its reminder bells and calendar links is read and drawn
// when a visitor scrolls towards it.
const ArtistGigs = lazyRetry(() => import('./components/artist-gigs').then((m) => ({ default: m.ArtistGigs })));
const ArtistPlayedLists = lazyRetry(() =>
  import('./components/artist-played-lists').then((m) => ({ default: m.ArtistPlayedLists })),
);

/** The public artist page /artist/{qrCodeId} (spec 2 "Public artist page extras"). */
export function ArtistPage() {
  const { qrCodeId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const followAction = searchParams.get('follow');
  const followToken = searchParams.get('token');
  // `?follow=1`: the venue screen's "Follow" code, so the follow form takes the focus.
  const isFollowing = followAction === '1';
  const query = useMusicianByQr(qrCodeId, 'live');
  const { status: authStatus, user } = useAuth();
  const isOwner = Boolean(user?.qr_code_id) && user?.qr_code_id === qrCodeId;

  const musician = query.data?.musician ?? null;
  const isHiddenFromViewer = musician !== null && !musician.public_profile_enabled && !isOwner;
  const profile = useMemo(() => (musician ? readProfile(musician) : null), [musician]);
  const visible = musician && !isHiddenFromViewer ? musician : null;

  useDocumentMeta(
    visible ? visible.stage_name : query.isPending ? 'Artist Profile' : 'Profile Not Available',
    visible && profile?.bio
      ? profile.bio.slice(0, META_DESCRIPTION_LENGTH)
      : visible
        ? `${visible.stage_name} on Stagecall: send a song request, see upcoming gigs and get in touch.`
        : 'An artist profile on Stagecall.',
  );
  useArtistStructuredData(visible?.public_profile_enabled ? visible : null, profile);

  let content;
  if (query.isPending || (isHiddenFromViewer && authStatus === 'loading')) {
    content = <ArtistPageSkeleton />;
  } else if (query.isError) {
    const isNotFound = query.error instanceof ApiError && query.error.status === 404;
    content = isNotFound ? (
      <ProfileUnavailable
        message={(query.error as ApiError).serverMessage ?? artistPageMessages.notFound}
        hint="Check the link, or if you scanned a QR code, ask the artist for their current one."
      />
    ) : (
      <ProfileUnavailable
        message={artistPageMessages.loadFailed}
        hint="Check your connection, then try again."
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else if (isHiddenFromViewer || !profile) {
    content = (
      <ProfileUnavailable
        message={artistPageMessages.private}
        hint="The artist has chosen not to show their profile publicly."
        isPrivate
      />
    );
  } else {
    content = (
      <ArtistProfileView
        data={query.data}
        profile={profile}
        qrCodeId={qrCodeId}
        isOwner={isOwner}
        isAuthPending={authStatus === 'loading'}
        isFollowing={isFollowing}
      />
    );
  }

  return (
    <PageLayout width="narrow">
      {(followAction === 'confirm' || followAction === 'stop') && followToken ? (
        <Suspense fallback={null}>
          <FollowLink action={followAction} token={followToken} />
        </Suspense>
      ) : null}
      {content}
    </PageLayout>
  );
}

interface ArtistProfileViewProps {
  data: MusicianByQrResponse;
  profile: ArtistProfile;
  qrCodeId: string;
  isOwner: boolean;
  isAuthPending: boolean;
  isFollowing: boolean;
}

function ArtistProfileView({ data, profile, qrCodeId, isOwner, isAuthPending, isFollowing }: ArtistProfileViewProps) {
  const { musician, active_session: liveSession } = data;
  const [isContactOpen, setIsContactOpen] = useState(false);
  const [hasOpenedContact, setHasOpenedContact] = useState(false);
  const missing = isOwner ? missingProfileParts(musician, profile) : [];

  const belowProfile = (
    <div className="space-y-6">
      {!isOwner && !isAuthPending ? (
        <Suspense fallback={null}>
          <FollowByEmail qrCodeId={qrCodeId} stageName={musician.stage_name} isFocused={isFollowing} />
          <FollowByPush qrCodeId={qrCodeId} stageName={musician.stage_name} />
        </Suspense>
      ) : null}
      <Suspense fallback={<Skeleton className="h-48 w-full rounded-card" />}>
        <ArtistGigs qrCodeId={qrCodeId} />
      </Suspense>
      <Suspense fallback={null}>
        <ArtistPlayedLists qrCodeId={qrCodeId} />
      </Suspense>
    </div>
  );

  const openContact = () => {
    setHasOpenedContact(true);
    setIsContactOpen(true);
  };

  return (
    <div className="space-y-6">
      {isOwner && !musician.public_profile_enabled ? (
        <p className="flex items-start gap-3 rounded-card border border-line-strong/60 bg-surface-raised px-4 py-3 text-sm text-ink">
          <EyeOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-muted" />
          <span>
            Your profile is private: only you can see this page. Fans are told it is private until you turn on the
            public profile in{' '}
            <Link to="/settings" className="font-semibold text-accent-ink underline underline-offset-4">
              Settings
            </Link>
            .
          </span>
        </p>
      ) : null}

      <section
        aria-labelledby="artist-name"
        className="flex flex-col items-center rounded-card border border-line bg-surface p-5 text-center sm:p-8"
      >
        <ArtistAvatar name={musician.stage_name} photoUrl={musician.profile_photo_url} className="size-28 text-4xl!" />
        <h1 id="artist-name" className="mt-4 wrap-anywhere text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
          {musician.stage_name}
        </h1>
        <div className="mt-3">
          <LiveStatus session={liveSession} />
        </div>
        <div className="mt-6 w-full">
          <ArtistStats requests={musician.total_requests_received} tipsPence={musician.total_tips_earned} />
        </div>
        <div className="mt-6 w-full">
          {isAuthPending ? (
            <div role="status" aria-busy="true">
              <span className="sr-only">Loading…</span>
              <Skeleton className="h-14 w-full" />
            </div>
          ) : isOwner ? (
            <OwnerActions />
          ) : (
            <VisitorActions
              qrCodeId={qrCodeId}
              isLive={liveSession !== null}
              instagramHandle={musician.instagram_handle}
              canMessage={musician.allow_direct_messages}
              onContact={openContact}
              onContactIntent={() => void loadContactModal()}
            />
          )}
        </div>
      </section>

      {isOwner && missing.length > 0 ? <CompleteProfilePrompt missing={missing} /> : null}
      {!isOwner && !isAuthPending && isProfileEmpty(profile) ? (
        <ProfileInProgress stageName={musician.stage_name} />
      ) : null}

      <ProfileDetails profile={profile} websiteUrl={musician.website_url} />
      {/* Below the profile, not under the header: its chunk arrives after the first paint, and
          in the first screen it pushed the About card down (a layout shift of 0.04 on a phone).
          Drawn when the visitor scrolls towards it: three waves of chunks, a read and their
          renders were most of a phone's main-thread work after the first paint. Venue screen's
          follow code (`?follow=1`): at once, since the form takes the focus. */}
      {isFollowing ? (
        belowProfile
      ) : (
        <WhenVisible minHeightClass="min-h-96" fallback={<Skeleton className="h-96 w-full rounded-card" />}>
          {belowProfile}
        </WhenVisible>
      )}

      {hasOpenedContact ? (
        <Suspense fallback={null}>
          <ContactArtistModal
            isOpen={isContactOpen}
            onClose={() => setIsContactOpen(false)}
            qrCodeId={qrCodeId}
            stageName={musician.stage_name}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
