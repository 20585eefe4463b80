import { expect } from 'vitest';
import type { TestApp } from './app';
import { createAdmin } from './factories';
import type { AdminSettings } from '../src/shared/admin/settings';

/** The platform settings of a fresh database, as PUT /api/admin/settings takes them. */
export const defaultAdminSettings: AdminSettings = {
  maintenance_mode: false,
  platform_fee_percentage: 5,
  subscription_price_monthly: 1500,
  minimum_withdrawal_amount: 500,
  maximum_withdrawal_amount: 100000,
  auto_approve_withdrawals: false,
  trial_period_days: 14,
  featured_musicians_limit: 6,
  user_registration_enabled: true,
  musician_signup_enabled: true,
  public_sessions_enabled: true,
  analytics_retention_days: 365,
  email_notifications_enabled: true,
  business_name: 'Stagecall',
  business_address: '',
};

/** A new admin, signed in with its own cookie jar. */
export async function signedInAdmin(t: TestApp) {
  const admin = await createAdmin(t.ctx.db);
  const client = t.client();
  // The code of the app's own clock: a test may have moved it.
  expect((await client.post('/api/admin/login', admin.login(t.ctx.clock.now()))).status).toBe(200);
  return client;
}
