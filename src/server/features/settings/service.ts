import type { AppContext } from '../../context';
import type { NotificationSettings, PrivacySettings } from '../../../shared/settings';
import { updateSettingColumns } from './queries';

const asFlags = <T extends Record<string, boolean>>(settings: T) =>
  Object.fromEntries(Object.entries(settings).map(([key, on]) => [key, on ? 1 : 0])) as Record<keyof T, 0 | 1>;

/**
 * Spec 2 Privacy tab. The public endpoints read these columns directly: a private profile is not
 * served as public, hidden gigs leave the public lists, and with direct messages off the contact
 * form is refused.
 */
export async function updatePrivacySettings(
  ctx: AppContext,
  profileId: number,
  settings: PrivacySettings,
): Promise<PrivacySettings> {
  await updateSettingColumns(ctx.db, profileId, asFlags(settings), ctx.clock.now().toISOString());
  return settings;
}

/** Spec 2 Marketing tab: which e-mails the musician wants. */
export async function updateNotificationSettings(
  ctx: AppContext,
  profileId: number,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  await updateSettingColumns(ctx.db, profileId, asFlags(settings), ctx.clock.now().toISOString());
  return settings;
}
