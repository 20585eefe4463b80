import { createContext, useContext } from 'react';

/** Opens the 'Join Us Today' upgrade modal from any locked control under an UpgradeProvider. */
export const UpgradeContext = createContext<(() => void) | null>(null);

export function useOpenUpgrade(): () => void {
  const open = useContext(UpgradeContext);
  if (!open) throw new Error('useOpenUpgrade needs an <UpgradeProvider> above it');
  return open;
}

/** Said instead of the plan's buttons to a member who is not a leader (decision 035: the plan is the leaders'). */
export const leadersOnlyNote = 'The act’s plan is paid and changed by its leaders.';
