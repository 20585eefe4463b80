import { useId } from 'react';
import { followMessages } from '../../../../shared/followers/follow-messages';
import { webMessages } from '../../../../shared/web-messages';
import { FormAlert } from '../../../components/form-alert';
import { Skeleton } from '../../../components/skeleton';
import { ToggleSwitch } from '../../../components/toggle-switch';
import { selectClasses } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useFollowerSettings, useUpdateFollowerSettings, type FollowerSettings } from '../api/follower-settings';

const paces: Array<{ value: FollowerSettings['at_most']; label: string }> = [
  { value: 'every_time', label: 'Every time' },
  { value: 'daily', label: 'At most once a day' },
  { value: 'weekly', label: 'At most once a week' },
];

/**
 * The musician's choice of what followers hear and at most how often. Saved on each change; the
 * server holds the "at most" per follower, whatever sends the e-mail.
 */
export function FollowerSettingsForm() {
  const paceId = useId();
  const settings = useFollowerSettings();
  const update = useUpdateFollowerSettings();
  if (settings.isPending) return <Skeleton className="mt-4 h-40 w-full" />;
  if (settings.isError) {
    return (
      <p className="mt-4 text-ink-muted" role="alert">
        What your followers hear could not be loaded.{' '}
        <button
          type="button"
          className="font-semibold text-accent-ink underline"
          onClick={() => void settings.refetch()}
        >
          Try again
        </button>
      </p>
    );
  }
  const current = settings.data;
  const save = (change: Partial<FollowerSettings>) => update.mutate({ ...current, ...change });
  return (
    <fieldset className="mt-4 grid gap-3">
      <legend className="mb-2 font-semibold text-ink">What your followers hear</legend>
      <ToggleSwitch
        label="When you go live"
        description="An e-mail with the link to request a song, and a buzz on each phone that follows by push."
        isOn={current.tell_live}
        onChange={(isOn) => save({ tell_live: isOn })}
      />
      <ToggleSwitch
        label="When you schedule a public gig near them"
        description="To followers in that town or postcode area, and those who asked for every gig."
        isOn={current.tell_gigs}
        onChange={(isOn) => save({ tell_gigs: isOn })}
      />
      <div>
        <label htmlFor={paceId} className="mb-1.5 block text-sm font-medium text-ink">
          How often at most, per follower
        </label>
        <select
          id={paceId}
          value={current.at_most}
          onChange={(event) => save({ at_most: event.target.value as FollowerSettings['at_most'] })}
          className={selectClasses}
        >
          {paces.map((pace) => (
            <option key={pace.value} value={pace.value}>
              {pace.label}
            </option>
          ))}
        </select>
      </div>
      <FormAlert
        message={
          update.isError ? errorMessage(update.error, followMessages.settingsNotSaved, webMessages.networkError) : null
        }
      />
    </fieldset>
  );
}
