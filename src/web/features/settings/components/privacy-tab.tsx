import { settingsMessages } from '../../../../shared/settings';
import type { OwnProfile } from '../../musicians/api/get-own-profile';
import { useUpdatePrivacySettings } from '../api/update-settings';
import { SettingsSection } from './settings-section';
import { usePlayedListSetting, useUpdatePlayedListSetting } from '../api/played-list-setting';
import { TryAgainButton } from '../../../components/load-failed';
import { Skeleton } from '../../../components/skeleton';
import { SettingsToggles, type ToggleSetting } from './settings-toggles';

type PrivacyKey = 'public_profile_enabled' | 'show_upcoming_gigs' | 'allow_direct_messages';

const privacyToggles: ReadonlyArray<ToggleSetting<PrivacyKey>> = [
  {
    key: 'public_profile_enabled',
    label: 'Public profile',
    description:
      'On: anyone with your link or QR code sees your artist page, and your live shows and gigs are in the public lists. Off: your artist page and the lists are closed to fans, but a live show still takes requests from fans who scan your QR code.',
  },
  {
    key: 'show_upcoming_gigs',
    label: 'Show upcoming gigs',
    description: 'Your public gigs appear on your artist page and in the upcoming events lists.',
  },
  {
    key: 'allow_direct_messages',
    label: 'Allow direct messages',
    description: 'Fans can write to you from your artist page. Messages arrive in your dashboard inbox.',
  },
];

const playedListToggle: ReadonlyArray<ToggleSetting<'publish_played_list'>> = [
  {
    key: 'publish_played_list',
    label: 'Publish my played lists',
    description:
      'Your artist page lists what you played at your last three shows, in order: the songs only, never who asked for them. Off by default.',
  },
];

/**
 * Spec 2 "Settings page", Privacy: three toggles saved to PUT /api/musicians/privacy-settings, and
 * the act's played lists on its artist page (decision 043), saved on their own.
 */
export function PrivacyTab({ profile }: { profile: OwnProfile }) {
  const update = useUpdatePrivacySettings();
  const playedList = usePlayedListSetting();
  const updatePlayedList = useUpdatePlayedListSetting();
  return (
    <SettingsSection title="Privacy" description="Choose what fans can see and do.">
      <SettingsToggles
        settings={privacyToggles}
        values={{
          public_profile_enabled: profile.public_profile_enabled,
          show_upcoming_gigs: profile.show_upcoming_gigs,
          allow_direct_messages: profile.allow_direct_messages,
        }}
        save={(values, callbacks) => update.mutate(values, callbacks)}
        failedMessage={settingsMessages.privacyFailed}
      />
      {playedList.data ? (
        <SettingsToggles
          settings={playedListToggle}
          values={playedList.data}
          save={(values, callbacks) => updatePlayedList.mutate(values, callbacks)}
          failedMessage="Your played lists setting could not be saved. Please try again."
        />
      ) : playedList.isError ? (
        <div className="text-sm text-ink-muted">
          <p>Whether your played lists are published could not be loaded.</p>
          <TryAgainButton query={playedList} className="mt-2" loadingText="Loading…" />
        </div>
      ) : (
        <Skeleton className="h-16 w-full" />
      )}
    </SettingsSection>
  );
}
