import { useState, type ReactNode } from 'react';
import { ArrowLeft, BellRing, CreditCard, KeyRound, Shield, UserRound, UserRoundCog } from 'lucide-react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { LoadFailed } from '../../components/load-failed';
import { PageLayout } from '../../components/page-layout';
import { Skeleton, SkeletonGroup } from '../../components/skeleton';
import { useAuth } from '../../lib/use-auth';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useOwnProfile, type OwnProfile } from '../musicians/api/get-own-profile';
import { dashboardLoadError } from '../musicians/api/profile-errors';
import { useSendHomeOnUnauthorized } from '../../lib/use-send-home-on-unauthorized';
import { AccountTab } from './components/account-tab';
import { MarketingTab } from './components/marketing-tab';
import { PrivacyTab } from './components/privacy-tab';
import { ProfileTab } from './components/profile-tab';
import { panelId, Tabs, tabId, type Tab } from '../../components/tabs';
import { SubscriptionTab } from './components/subscription-tab';
import { SecurityPanel } from './components/security-panel';
import { useCurrentMembership } from '../acts/api/my-acts';
import { mayInAct, type ActCapability } from '../../../shared/acts/capabilities';

type TabId = 'account' | 'profile' | 'subscription' | 'privacy' | 'marketing' | 'security';

const icon = 'size-4';
const tabs: ReadonlyArray<Tab<TabId>> = [
  { id: 'account', label: 'Account', icon: <UserRoundCog aria-hidden="true" className={icon} /> },
  { id: 'profile', label: 'Profile', icon: <UserRound aria-hidden="true" className={icon} /> },
  { id: 'subscription', label: 'Subscription', icon: <CreditCard aria-hidden="true" className={icon} /> },
  { id: 'privacy', label: 'Privacy', icon: <Shield aria-hidden="true" className={icon} /> },
  { id: 'marketing', label: 'Marketing', icon: <BellRing aria-hidden="true" className={icon} /> },
  { id: 'security', label: 'Security', icon: <KeyRound aria-hidden="true" className={icon} /> },
];

const ID_PREFIX = 'settings';

const isTabId = (value: string | null): value is TabId => tabs.some((tab) => tab.id === value);

/**
 * What each tab asks of the act (decision 035): the account and its security are the person's; the
 * profile, privacy and e-mails to followers need `show`; the plan is the leaders'.
 */
const tabNeeds: Record<TabId, ActCapability | null> = {
  account: null,
  security: null,
  profile: 'show',
  privacy: 'show',
  marketing: 'show',
  subscription: 'act.admin',
};

/** Spec 2 "Settings page (/settings)": signed-in only, otherwise back to /. */
export function SettingsPage() {
  useDocumentMeta('Settings', 'Manage your Stagecall account, profile, privacy and e-mails.');
  useSendHomeOnUnauthorized();
  const { status, user, signOut } = useAuth();
  const profile = useOwnProfile({ enabled: status === 'signed-in' });
  const { membership } = useCurrentMembership({ enabled: status === 'signed-in' });
  // While the role is unknown only the person's own tabs show: none of them can be refused.
  const shown = tabs.filter((tab) => {
    const needs = tabNeeds[tab.id];
    return needs === null || (membership ? mayInAct(membership.role, needs) : false);
  });
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A link may open a tab (/settings?tab=privacy); switching tabs is not a navigation, so it
  // neither adds history entries nor moves focus away from the tab list.
  const [selected, setSelected] = useState<TabId>(() => {
    const requested = params.get('tab');
    return isTabId(requested) ? requested : 'account';
  });

  if (status === 'signed-out') return <Navigate to="/" replace />;

  const onSignOut = async () => {
    await signOut();
    void navigate('/', { replace: true });
  };

  const needsProfile = (render: (profile: OwnProfile) => ReactNode) => {
    if (profile.data) return render(profile.data);
    if (profile.isError) {
      return <LoadFailed title={dashboardLoadError(profile.error)} query={profile} />;
    }
    return <PanelSkeleton />;
  };

  const current = shown.some((tab) => tab.id === selected) ? selected : 'account';
  const panel = (() => {
    switch (current) {
      case 'account':
        return user ? <AccountTab email={user.email} onSignOut={onSignOut} /> : <PanelSkeleton />;
      case 'security':
        return <SecurityPanel base="/api/auth" />;
      case 'profile':
        return needsProfile((loaded) => <ProfileTab profile={loaded} />);
      case 'subscription':
        return <SubscriptionTab />;
      case 'privacy':
        return needsProfile((loaded) => <PrivacyTab profile={loaded} />);
      case 'marketing':
        return needsProfile((loaded) => <MarketingTab profile={loaded} />);
    }
  })();

  return (
    <PageLayout width="narrow">
      <ButtonLink
        to="/dashboard"
        variant="ghost"
        className="-ml-3"
        icon={<ArrowLeft aria-hidden="true" className="size-5" />}
      >
        Back to Dashboard
      </ButtonLink>
      <h1 className="mt-3 text-3xl font-bold text-ink">Settings</h1>
      <p className="mt-1 text-ink-muted">Your account, public profile, privacy and e-mails.</p>
      <div className="mt-6">
        <Tabs label="Settings sections" tabs={shown} selected={current} onSelect={setSelected} idPrefix={ID_PREFIX} />
      </div>
      <div
        role="tabpanel"
        id={panelId(ID_PREFIX, current)}
        aria-labelledby={tabId(ID_PREFIX, current)}
        tabIndex={0}
        className="mt-6 rounded-card focus:outline-none focus-visible:outline-3"
      >
        {status === 'loading' ? <PanelSkeleton /> : panel}
      </div>
    </PageLayout>
  );
}

function PanelSkeleton() {
  return (
    <SkeletonGroup label="Loading your settings…" className="space-y-4 rounded-card border border-line p-5 sm:p-6">
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-11 w-36" />
    </SkeletonGroup>
  );
}
