import type { ReactNode } from 'react';
import type { LiveSession } from '../../../../shared/live';
import { FormAlert } from '../../../components/form-alert';
import { ToggleSwitch } from '../../../components/toggle-switch';
import { useSessionChange } from '../api/use-session-change';

interface ShowSwitchProps {
  label: string;
  /** What the switch means in its current position. */
  description: string;
  isOn: boolean;
  save: (isOn: boolean) => Promise<LiveSession>;
  /** Said when the change fails without the server's own words. */
  failedMessage: string;
  /** Below the switch, e.g. a link to where its content is managed. */
  children?: ReactNode;
}

/** One of the show's on/off settings in the controls sheet, saved as it is flipped. */
export function ShowSwitch({ label, description, isOn, save, failedMessage, children }: ShowSwitchProps) {
  const change = useSessionChange(save, failedMessage);
  return (
    <div className="grid gap-2">
      <ToggleSwitch
        label={label}
        description={description}
        isOn={isOn}
        disabled={change.isSaving}
        onChange={(next) => void change.run(next)}
      />
      <FormAlert message={change.error} />
      {children}
    </div>
  );
}
