import type { Db } from '../../db/connection';
import type { MusicianProfileUpdate } from '../../db/types';

/** The privacy and notification toggles of a profile (0/1). */
type SettingColumn =
  | 'public_profile_enabled'
  | 'show_upcoming_gigs'
  | 'allow_direct_messages'
  | 'email_new_requests'
  | 'email_payment_received'
  | 'email_gig_reminders'
  | 'email_marketing'
  | 'payment_email_digest';

export async function updateSettingColumns(
  db: Db,
  profileId: number,
  values: Partial<Pick<MusicianProfileUpdate, SettingColumn>>,
  at: string,
): Promise<void> {
  await db
    .updateTable('musician_profiles')
    .set({ ...values, updated_at: at })
    .where('id', '=', profileId)
    .execute();
}
