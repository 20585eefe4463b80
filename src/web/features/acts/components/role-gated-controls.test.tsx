import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast-provider';
import { EarningsCard } from '../../earnings/components/earnings-card';
import { SettingsPage } from '../../settings/settings-page';
import { SubscriptionBanner } from '../../subscriptions/components/subscription-banner';
import { SubscriptionLock } from '../../subscriptions/components/subscription-lock';
import { UpgradeProvider } from '../../subscriptions/components/upgrade-provider';
import { leadersOnlyNote } from '../../subscriptions/components/upgrade-context';

/**
 * The act's money controls that only leaders may use (decision 035's table: pricing and the plan
 * are `act.admin`) are offered to leaders only; Settings shows crew only the person's own tabs.
 */

type Role = 'leader' | 'member' | 'crew';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderAs(role: Role, ui: ReactNode) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://x',
      );
      switch (url.pathname) {
        case '/api/auth/session':
          return json({
            user: {
              id: 7,
              email: 'player@example.test',
              user_type: 'musician',
              stage_name: null,
              qr_code_id: null,
              created_at: '2026-11-01T00:00:00.000Z',
            },
          });
        case '/api/musicians/acts':
          return json({ acts: [{ id: 3, stage_name: 'The Rusty Nails', role }], current_act_id: 3 });
        case '/api/musicians/earnings':
          return json({
            available_for_withdrawal: 238,
            total_tips_earned: 238,
            total_withdrawn: 0,
            pending_withdrawals: 0,
          });
        case '/api/musicians/subscription/status':
          return json({
            subscription_status: 'trial',
            is_trial_active: false,
            trial_days_remaining: 0,
            payment_failed: false,
            has_access: false,
            plan: null,
          });
        default:
          return json({ error: 'Not in this test', code: 'not_found' }, 404);
      }
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter>
          <UpgradeProvider>{ui}</UpgradeProvider>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}
afterEach(() => vi.unstubAllGlobals());

describe('the act’s pricing and plan', () => {
  it('a leader is offered Pricing Settings and the plan’s buttons', async () => {
    renderAs(
      'leader',
      <>
        <EarningsCard />
        <SubscriptionBanner />
        <SubscriptionLock what="go live" />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Pricing Settings' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Subscribe Now' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'See plans' })).toBeTruthy();
    expect(screen.queryByText(leadersOnlyNote)).toBeNull();
  });

  it('a member sees their own balance, but neither pricing nor the plan’s buttons, and is told why', async () => {
    renderAs(
      'member',
      <>
        <EarningsCard />
        <SubscriptionBanner />
        <SubscriptionLock what="go live" />
      </>,
    );
    expect(await screen.findByText('Trial Expired')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Withdraw Tips' })).toBeTruthy();
    expect(screen.getAllByText(leadersOnlyNote)).toHaveLength(2);
    for (const name of ['Pricing Settings', 'Subscribe Now', 'See plans']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });
});

describe('Settings by role', () => {
  const tabNames = async () => {
    await screen.findByRole('tab', { name: /Account/ });
    return screen.getAllByRole('tab').map((tab) => tab.textContent?.trim());
  };

  it('a leader has every tab', async () => {
    renderAs('leader', <SettingsPage />);
    expect(await screen.findByRole('tab', { name: /Subscription/ })).toBeTruthy();
    expect(await tabNames()).toEqual(['Account', 'Profile', 'Subscription', 'Privacy', 'Marketing', 'Security']);
  });

  it('a member has every tab but the plan', async () => {
    renderAs('member', <SettingsPage />);
    expect(await screen.findByRole('tab', { name: /Profile/ })).toBeTruthy();
    expect(await tabNames()).toEqual(['Account', 'Profile', 'Privacy', 'Marketing', 'Security']);
  });

  it('crew only their own account and its security', async () => {
    renderAs('crew', <SettingsPage />);
    expect(await tabNames()).toEqual(['Account', 'Security']);
    // Still so once the act's data has come in.
    await screen.findByRole('tab', { name: /Security/ });
    expect(screen.queryByRole('tab', { name: /Profile|Subscription|Privacy|Marketing/ })).toBeNull();
  });
});
