import { House, LogOut, Settings, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button, ButtonLink } from '../../../components/button';
import type { ActRoster } from '../../../../shared/acts';
import { roleLabels } from '../../acts/components/role-labels';

/** On phones the header actions sit side by side as icon-over-label tiles. */
// Four across a 360 px phone: narrow padding and tight letters keep "Settings" on one line.
const headerAction = 'max-sm:flex-col max-sm:gap-1 max-sm:px-1 max-sm:py-2 max-sm:text-sm max-sm:tracking-tight';

interface DashboardHeaderProps {
  stageName: string;
  email: string;
  onLogOut: () => Promise<void>;
  /** The act switcher, under the act's name (shown by it only to a person in several acts). */
  switcher?: ReactNode;
  /** Without an act there is no band to open. */
  hasAct?: boolean;
  /** The person's role in the act: a member or crew is told whose act it is (a leader sees it as their own). */
  role?: ActRoster['me']['role'];
}

/**
 * Spec 1 "Musician dashboard": the act's stage name, account e-mail, and Home, Settings, Log Out;
 * with acts (docs/decisions/035) the switcher and the Band page too.
 */
export function DashboardHeader({ stageName, email, onLogOut, switcher, hasAct = true, role }: DashboardHeaderProps) {
  const [isSigningOut, setIsSigningOut] = useState(false);
  return (
    <header className="flex flex-col gap-5 border-b border-line pb-6 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-ink">Musician dashboard</p>
        <h1 className="mt-1 wrap-anywhere text-3xl font-bold text-ink">{stageName.trim() || 'Your dashboard'}</h1>
        {role && role !== 'leader' ? (
          <p className="mt-1 font-medium text-ink">
            {roleLabels[role]} of {stageName.trim() || 'this act'}
          </p>
        ) : null}
        <p className="mt-1 break-all text-ink-muted">{email}</p>
        {switcher}
      </div>
      <nav aria-label="Dashboard" className={`grid gap-2 sm:flex ${hasAct ? 'grid-cols-4' : 'grid-cols-3'}`}>
        <ButtonLink
          to="/"
          variant="secondary"
          className={headerAction}
          icon={<House aria-hidden="true" className="size-5" />}
        >
          Home
        </ButtonLink>
        {hasAct ? (
          <ButtonLink
            to="/band"
            variant="secondary"
            className={headerAction}
            icon={<Users aria-hidden="true" className="size-5" />}
          >
            Band
          </ButtonLink>
        ) : null}
        <ButtonLink
          to="/settings"
          variant="secondary"
          className={headerAction}
          icon={<Settings aria-hidden="true" className="size-5" />}
        >
          Settings
        </ButtonLink>
        <Button
          variant="secondary"
          className={headerAction}
          onClick={() => {
            setIsSigningOut(true);
            void onLogOut();
          }}
          isLoading={isSigningOut}
          loadingText="Logging out…"
          icon={<LogOut aria-hidden="true" className="size-5" />}
        >
          Log Out
        </Button>
      </nav>
    </header>
  );
}
