import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { messages } from '../../../../shared/user-messages';
import { errorMessage } from '../../../lib/api-client';
import { FormAlert } from '../../../components/form-alert';
import { ToggleSwitch } from '../../../components/toggle-switch';

export interface ToggleSetting<K extends string> {
  key: K;
  label: string;
  description: string;
}

interface SettingsTogglesProps<K extends string> {
  settings: ReadonlyArray<ToggleSetting<K>>;
  values: Record<K, boolean>;
  /** Saves every toggle of the group (the endpoints take the whole set). */
  save: (values: Record<K, boolean>, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  /** The spec's fallback, e.g. 'Failed to update privacy settings'. */
  failedMessage: string;
}

/** A group of switches that save as soon as they are flipped, saying "Saved" or why not. */
export function SettingsToggles<K extends string>({ settings, values, save, failedMessage }: SettingsTogglesProps<K>) {
  const [status, setStatus] = useState<{ kind: 'idle' } | { kind: 'saved' } | { kind: 'failed'; message: string }>({
    kind: 'idle',
  });

  const flip = (key: K, isOn: boolean) => {
    setStatus({ kind: 'idle' });
    save(
      { ...values, [key]: isOn },
      {
        onSuccess: () => setStatus({ kind: 'saved' }),
        onError: (error) =>
          setStatus({ kind: 'failed', message: errorMessage(error, failedMessage, messages.auth.networkError) }),
      },
    );
  };

  return (
    <div className="space-y-3">
      {settings.map((setting) => (
        <ToggleSwitch
          key={setting.key}
          label={setting.label}
          description={setting.description}
          isOn={values[setting.key]}
          onChange={(isOn) => flip(setting.key, isOn)}
        />
      ))}
      <div aria-live="polite" className="min-h-6">
        {status.kind === 'saved' ? (
          <p className="flex items-center gap-1.5 text-sm font-medium text-success">
            <CircleCheck aria-hidden="true" className="size-4" />
            Saved
          </p>
        ) : null}
      </div>
      <FormAlert message={status.kind === 'failed' ? status.message : null} />
    </div>
  );
}
