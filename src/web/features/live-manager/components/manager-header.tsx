import { ArrowLeft, Bell, BellOff, Square, UserRound } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/button';

const clockFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

interface ManagerHeaderProps {
  lastUpdatedAt: number;
  profileHref: string | null;
  isSoundOn: boolean;
  onToggleSound: () => void;
  onEndSession: () => void;
}

/**
 * Spec 2 "Live session manager" header: Dashboard, LIVE SESSION, last refresh, Profile, sound
 * toggle, End Session. One row on every screen: on phones the secondary buttons keep only their
 * icons (their names stay for screen readers).
 */
export function ManagerHeader(props: ManagerHeaderProps) {
  const { lastUpdatedAt, profileHref, isSoundOn, onToggleSound, onEndSession } = props;
  const SoundIcon = isSoundOn ? Bell : BellOff;
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-canvas pt-[env(safe-area-inset-top)]">
      <div className="mx-auto flex max-w-5xl items-center gap-1.5 px-2 py-2 sm:gap-2 sm:px-6">
        <ButtonLink
          to="/dashboard"
          variant="ghost"
          className="shrink-0 max-md:px-2"
          icon={<ArrowLeft aria-hidden="true" className="size-5" />}
        >
          <span className="max-md:sr-only">Dashboard</span>
        </ButtonLink>
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-1.5 whitespace-nowrap text-xs font-extrabold uppercase tracking-wider text-danger sm:text-sm sm:tracking-widest">
            <span aria-hidden="true" className="size-2.5 shrink-0 animate-pulse rounded-full bg-danger-fill" />
            Live Session
          </p>
          <p className="truncate text-xs text-ink-muted sm:text-sm">
            <time dateTime={new Date(lastUpdatedAt).toISOString()}>Updated {clockFormat.format(lastUpdatedAt)}</time>
          </p>
        </div>
        {profileHref ? (
          <ButtonLink
            to={profileHref}
            variant="secondary"
            className="shrink-0 max-md:px-2"
            icon={<UserRound aria-hidden="true" className="size-5" />}
          >
            <span className="max-md:sr-only">Profile</span>
          </ButtonLink>
        ) : null}
        <Button
          variant="secondary"
          className="shrink-0 max-md:px-2"
          aria-pressed={isSoundOn}
          onClick={onToggleSound}
          icon={<SoundIcon aria-hidden="true" className="size-5" />}
        >
          {/* aria-pressed carries the state, so the name stays "Sound"; the icon and words show it. */}
          <span className="max-md:sr-only">
            Sound<span aria-hidden="true">: {isSoundOn ? 'On' : 'Off'}</span>
          </span>
        </Button>
        <Button
          variant="danger"
          className="shrink-0 max-sm:px-3"
          onClick={onEndSession}
          icon={<Square aria-hidden="true" className="size-4" />}
        >
          End<span className="max-sm:sr-only"> Session</span>
        </Button>
      </div>
    </header>
  );
}
