import {
  BarChart3,
  Banknote,
  CreditCard,
  HandCoins,
  House,
  LayoutDashboard,
  ListChecks,
  LogOut,
  MapPin,
  Music,
  Radio,
  KeyRound,
  Settings,
  Users,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../components/button';
import { PageLayout } from '../../components/page-layout';
import { PageSpinner } from '../../components/spinner';
import { panelId, Tabs, tabId, type Tab } from '../../components/tabs';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useAdminLogout, useAdminVerify } from './api/admin-api';
import { AnalyticsTab } from './components/analytics-tab';
import { AuditTab } from './components/audit-tab';
import { OverviewTab } from './components/overview-tab';
import { SessionsTab } from './components/sessions-tab';
import { SettingsTab } from './components/settings-tab';
import { SongsTab } from './components/songs-tab';
import { SubscriptionsTab } from './components/subscriptions-tab';
import { TipsTab } from './components/tips-tab';
import { UsersTab } from './components/users-tab';
import { VenuesTab } from './components/venues-tab';
import { WithdrawalsTab } from './components/withdrawals-tab';
import { SecurityPanel } from '../settings/components/security-panel';
import { ChoosePasswordPanel } from './components/choose-password-panel';
import { useSecondFactor } from '../settings/api/second-factor';

type TabId =
  | 'overview'
  | 'users'
  | 'tips'
  | 'withdrawals'
  | 'venues'
  | 'sessions'
  | 'songs'
  | 'subscriptions'
  | 'analytics'
  | 'settings'
  | 'audit'
  | 'security';

const icon = (Icon: typeof Users) => <Icon aria-hidden="true" className="size-4" />;

interface PanelProps {
  onRecoveryCodesShown: (isShown: boolean) => void;
}

const tabs: ReadonlyArray<Tab<TabId> & { panel: (props: PanelProps) => ReactNode }> = [
  { id: 'overview', label: 'Overview', icon: icon(LayoutDashboard), panel: () => <OverviewTab /> },
  { id: 'users', label: 'Users', icon: icon(Users), panel: () => <UsersTab /> },
  { id: 'tips', label: 'Tips', icon: icon(HandCoins), panel: () => <TipsTab /> },
  { id: 'withdrawals', label: 'Withdrawals', icon: icon(Banknote), panel: () => <WithdrawalsTab /> },
  { id: 'venues', label: 'Venues', icon: icon(MapPin), panel: () => <VenuesTab /> },
  { id: 'sessions', label: 'Sessions', icon: icon(Radio), panel: () => <SessionsTab /> },
  { id: 'songs', label: 'Songs Database', icon: icon(Music), panel: () => <SongsTab /> },
  { id: 'subscriptions', label: 'Subscriptions', icon: icon(CreditCard), panel: () => <SubscriptionsTab /> },
  { id: 'analytics', label: 'Analytics', icon: icon(BarChart3), panel: () => <AnalyticsTab /> },
  { id: 'settings', label: 'Settings', icon: icon(Settings), panel: () => <SettingsTab /> },
  { id: 'audit', label: 'Audit log', icon: icon(ListChecks), panel: () => <AuditTab /> },
  {
    id: 'security',
    label: 'Security',
    icon: icon(KeyRound),
    panel: ({ onRecoveryCodesShown }) => (
      <SecurityPanel base="/api/admin" onRecoveryCodesShown={onRecoveryCodesShown} />
    ),
  },
];

const PREFIX = 'admin';
const isTabId = (value: string | null): value is TabId => tabs.some((tab) => tab.id === value);

/**
 * Spec 2 'Admin dashboard' (/admin/dashboard): header with back-to-home, the admin's e-mail and
 * Sign Out; the back office's tabs. Unverified admins are sent to /admin. Desktop first: wide
 * tables scroll inside their own frame on a tablet, and become a card per row on a phone.
 */
export function AdminDashboardPage() {
  useDocumentMeta('Admin Dashboard', 'The Stagecall back office.');
  const verify = useAdminVerify();
  const factor = useSecondFactor('/api/admin');
  const logout = useAdminLogout();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const [selected, setSelected] = useState<TabId>(isTabId(requested) ? requested : 'overview');
  const [areCodesShown, setAreCodesShown] = useState(false);

  if (verify.isPending || (verify.isSuccess && factor.isPending)) {
    return (
      <PageLayout>
        <PageSpinner />
      </PageLayout>
    );
  }
  if (verify.isError) return <Navigate to="/admin" replace />;

  const select = (id: TabId) => {
    setSelected(id);
    setParams({ tab: id }, { replace: true });
  };
  // Still on Add User's one-time password: the back office answers nothing else until it is changed.
  const mustChangePassword = verify.data.admin.must_change_password;
  // No second factor yet: the back office answers nothing else, so only Security is offered; and
  // the recovery codes of a first setup stay on screen until the admin says they are saved.
  const mustEnrol = Boolean(factor.data && !factor.data.totp_enabled && factor.data.passkeys.length === 0);
  const shown = mustEnrol || areCodesShown ? tabs.filter((tab) => tab.id === 'security') : tabs;
  const current = shown.find((tab) => tab.id === selected) ?? shown[0]!;

  return (
    <PageLayout width="wide">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-ink">Admin Dashboard</p>
          <p className="truncate text-ink-muted">{verify.data.admin.email}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/" variant="secondary" icon={<House aria-hidden="true" className="size-4" />}>
            Back to Home
          </ButtonLink>
          <Button
            variant="secondary"
            icon={<LogOut aria-hidden="true" className="size-4" />}
            isLoading={logout.isPending}
            onClick={() => logout.mutate(undefined, { onSettled: () => void navigate('/admin', { replace: true }) })}
          >
            Sign Out
          </Button>
        </div>
      </header>
      {mustChangePassword ? (
        <ChoosePasswordPanel />
      ) : (
        <>
          <div className="mt-4">
            <Tabs label="Back office sections" tabs={shown} selected={current.id} onSelect={select} idPrefix={PREFIX} />
          </div>
          <div
            role="tabpanel"
            id={panelId(PREFIX, current.id)}
            aria-labelledby={tabId(PREFIX, current.id)}
            tabIndex={0}
            className="mt-6 min-w-0"
          >
            {current.panel({ onRecoveryCodesShown: setAreCodesShown })}
          </div>
        </>
      )}
    </PageLayout>
  );
}
