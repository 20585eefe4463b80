import { settingsMessages } from '../../../../shared/settings';
import type { OwnProfile } from '../../musicians/api/get-own-profile';
import { useUpdateNotificationSettings } from '../api/update-settings';
import { SettingsSection } from './settings-section';
import { SettingsToggles, type ToggleSetting } from './settings-toggles';
import { PLATFORM_FEE_PERCENT } from '../../../../shared/constants';

type NotificationKey =
  'email_new_requests' | 'email_payment_received' | 'payment_email_digest' | 'email_gig_reminders' | 'email_marketing';

const notificationToggles: ReadonlyArray<ToggleSetting<NotificationKey>> = [
  {
    key: 'email_new_requests',
    label: 'New song requests',
    description:
      'New requests during a live session, gathered into at most one e-mail every 10 minutes, and the last ones when the show ends.',
  },
  {
    key: 'email_payment_received',
    label: 'Payments received',
    description: `An e-mail when a fan's card payment arrives, with your share after the ${PLATFORM_FEE_PERCENT} % platform fee.`,
  },
  {
    key: 'payment_email_digest',
    label: 'One payments e-mail per show',
    description: 'Instead of one e-mail per payment, one list of every payment when the show ends.',
  },
  {
    key: 'email_gig_reminders',
    label: 'Gig reminders',
    description: 'An e-mail on the morning of each scheduled gig.',
  },
  {
    key: 'email_marketing',
    label: 'News and offers',
    description: 'Occasional e-mails about new Stagecall features and offers. Each has an unsubscribe link.',
  },
];

/** Spec 2 "Settings page", Marketing: the four e-mail toggles, saved to PUT /api/musicians/notification-settings. */
export function MarketingTab({ profile }: { profile: OwnProfile }) {
  const update = useUpdateNotificationSettings();
  return (
    <SettingsSection title="E-mail notifications" description="Choose which e-mails Stagecall sends you.">
      <SettingsToggles
        settings={notificationToggles}
        values={{
          email_new_requests: profile.email_new_requests,
          email_payment_received: profile.email_payment_received,
          email_gig_reminders: profile.email_gig_reminders,
          email_marketing: profile.email_marketing,
          payment_email_digest: profile.payment_email_digest,
        }}
        save={(values, callbacks) => update.mutate(values, callbacks)}
        failedMessage={settingsMessages.notificationsFailed}
      />
    </SettingsSection>
  );
}
