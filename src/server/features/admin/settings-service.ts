import type { AppContext } from '../../context';
import type { PlatformSettings } from '../../db/types';
import type { AdminSettings } from '../../../shared/admin/settings';
import { forgetMaintenanceSwitch, getPlatformSettings } from '../platform/public';
import { recordAudit, type AuditActor } from './audit';

/** Spec 2 §3 'Settings' as the form shows them: the fee as a percentage, switches as booleans. */
export function presentSettings(row: PlatformSettings): AdminSettings {
  return {
    maintenance_mode: row.maintenance_mode === 1,
    platform_fee_percentage: row.platform_fee_basis_points / 100,
    subscription_price_monthly: row.subscription_price_monthly,
    minimum_withdrawal_amount: row.minimum_withdrawal_amount,
    maximum_withdrawal_amount: row.maximum_withdrawal_amount,
    auto_approve_withdrawals: row.auto_approve_withdrawals === 1,
    trial_period_days: row.trial_period_days,
    featured_musicians_limit: row.featured_musicians_limit,
    user_registration_enabled: row.user_registration_enabled === 1,
    musician_signup_enabled: row.musician_signup_enabled === 1,
    public_sessions_enabled: row.public_sessions_enabled === 1,
    analytics_retention_days: row.analytics_retention_days,
    email_notifications_enabled: row.email_notifications_enabled === 1,
    business_name: row.business_name,
    business_address: row.business_address,
  };
}

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

export const adminSettings = async (ctx: AppContext) => presentSettings(await getPlatformSettings(ctx.db));

/** PUT /api/admin/settings: the whole object, bounds checked by its schema; takes effect at once. */
export async function saveSettings(ctx: AppContext, actor: AuditActor, input: AdminSettings): Promise<AdminSettings> {
  const at = ctx.clock.now().toISOString();
  return ctx.db
    .transaction()
    .execute(async (trx) => {
      const before = presentSettings(await getPlatformSettings(trx));
      await trx
        .updateTable('platform_settings')
        .set({
          maintenance_mode: flag(input.maintenance_mode),
          platform_fee_basis_points: Math.round(input.platform_fee_percentage * 100),
          subscription_price_monthly: input.subscription_price_monthly,
          minimum_withdrawal_amount: input.minimum_withdrawal_amount,
          maximum_withdrawal_amount: input.maximum_withdrawal_amount,
          auto_approve_withdrawals: flag(input.auto_approve_withdrawals),
          trial_period_days: input.trial_period_days,
          featured_musicians_limit: input.featured_musicians_limit,
          user_registration_enabled: flag(input.user_registration_enabled),
          musician_signup_enabled: flag(input.musician_signup_enabled),
          public_sessions_enabled: flag(input.public_sessions_enabled),
          analytics_retention_days: input.analytics_retention_days,
          email_notifications_enabled: flag(input.email_notifications_enabled),
          ...(input.business_name === undefined ? {} : { business_name: input.business_name }),
          ...(input.business_address === undefined ? {} : { business_address: input.business_address }),
          updated_at: at,
        })
        .where('id', '=', 1)
        .execute();
      const after = presentSettings(await getPlatformSettings(trx));
      await recordAudit(
        trx,
        actor,
        { action: 'settings.updated', target: { type: 'settings', id: 1 }, before, after },
        at,
      );
      return after;
    })
    .finally(() => forgetMaintenanceSwitch(ctx));
}

export async function setMaintenanceMode(ctx: AppContext, actor: AuditActor, enabled: boolean): Promise<AdminSettings> {
  const at = ctx.clock.now().toISOString();
  return ctx.db
    .transaction()
    .execute(async (trx) => {
      const before = await getPlatformSettings(trx);
      await trx
        .updateTable('platform_settings')
        .set({ maintenance_mode: flag(enabled), updated_at: at })
        .where('id', '=', 1)
        .execute();
      await recordAudit(
        trx,
        actor,
        {
          action: enabled ? 'maintenance.on' : 'maintenance.off',
          target: { type: 'settings', id: 1 },
          before: { maintenance_mode: before.maintenance_mode === 1 },
          after: { maintenance_mode: enabled },
        },
        at,
      );
      return presentSettings(await getPlatformSettings(trx));
    })
    .finally(() => forgetMaintenanceSwitch(ctx));
}
