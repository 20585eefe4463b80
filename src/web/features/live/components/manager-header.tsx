import { ArrowLeft, Bell, BellOff, Square, UserRound, Volume2 } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/button';

/** Phones: icon above a small word, in a 44 px tall button; from md up, icon and word side by side. */
const phoneStacked = 'shrink-0 max-md:flex-col max-md:gap-0 max-md:px-1.5 max-md:py-0.5';
const phoneLabel = 'max-md:text-[11px] max-md:leading-tight';

const clockFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

interface ManagerHeaderProps {
  lastUpdatedAt: number;
  profileHref: string | null;
  isSoundOn: boolean;
  /** Sound is on but the browser has not let the page play yet. */
  isSoundBlocked: boolean;
  onToggleSound: () => void;
  /** The first tap the browser needs before it lets the page play the chime. */
  onEnableSound: () => void;
  /** Ending the show (members with the show capability); crew, who may only run the queue, have none. */
  onEndSession?: () => void;
}

/**
 * Spec 2 "Live session manager" header: Dashboard, LIVE SESSION, last refresh, Profile, sound
 * toggle, End Session. One row on every screen: on phones each button shows its word in small
 * type under its icon, so nothing is an unlabelled icon.
 */
export function ManagerHeader(props: ManagerHeaderProps) {
  const { lastUpdatedAt, profileHref, isSoundOn, isSoundBlocked, onToggleSound, onEnableSound, onEndSession } = props;
  const SoundIcon = isSoundOn ? Bell : BellOff;
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-canvas pt-[env(safe-area-inset-top)]">
      <div className="mx-auto flex max-w-5xl items-center gap-1.5 px-2 py-2 sm:gap-2 sm:px-6">
        <ButtonLink
          to="/dashboard"
          variant="ghost"
          className={phoneStacked}
          icon={<ArrowLeft aria-hidden="true" className="size-5" />}
        >
          <span className={phoneLabel}>Dashboard</span>
        </ButtonLink>
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-1.5 whitespace-nowrap text-xs font-extrabold uppercase tracking-wider text-danger sm:text-sm sm:tracking-widest">
            <span aria-hidden="true" className="size-2.5 shrink-0 animate-pulse rounded-full bg-danger-fill" />
            Live<span className="max-sm:sr-only"> Session</span>
          </p>
          {/* The time alone on a phone ('Updated' is read out): a cut-off 'Updated 2…' said nothing. */}
          <p className="whitespace-nowrap text-xs tabular-nums text-ink-muted sm:text-sm">
            <time dateTime={new Date(lastUpdatedAt).toISOString()}>
              <span className="max-sm:sr-only">Updated </span>
              {clockFormat.format(lastUpdatedAt)}
            </time>
          </p>
        </div>
        {profileHref ? (
          <ButtonLink
            to={profileHref}
            variant="secondary"
            className={phoneStacked}
            icon={<UserRound aria-hidden="true" className="size-5" />}
          >
            <span className={phoneLabel}>Profile</span>
          </ButtonLink>
        ) : null}
        {isSoundOn && isSoundBlocked ? (
          // Sound is on but the browser blocks it until a tap: the button asks for that tap rather
          // than claiming 'Sound: On'.
          <Button
            key="enable-sound"
            data-sound-control
            className={phoneStacked}
            onClick={onEnableSound}
            icon={<Volume2 aria-hidden="true" className="size-5" />}
          >
            <span className={phoneLabel}>Enable sound</span>
          </Button>
        ) : (
          <Button
            key="sound"
            data-sound-control
            variant="secondary"
            className={phoneStacked}
            aria-pressed={isSoundOn}
            onClick={onToggleSound}
            icon={<SoundIcon aria-hidden="true" className="size-5" />}
          >
            {/* aria-pressed carries the state, so the name stays "Sound"; the icon and words show it. */}
            <span className={phoneLabel}>
              Sound<span aria-hidden="true">: {isSoundOn ? 'On' : 'Off'}</span>
            </span>
          </Button>
        )}
        {onEndSession ? (
          <Button
            variant="danger"
            className={phoneStacked}
            onClick={onEndSession}
            icon={<Square aria-hidden="true" className="size-4" />}
          >
            <span className={phoneLabel}>
              End<span className="max-sm:sr-only"> Session</span>
            </span>
          </Button>
        ) : null}
      </div>
    </header>
  );
}
