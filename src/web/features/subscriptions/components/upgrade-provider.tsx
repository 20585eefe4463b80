import { useCallback, useState, type ReactNode } from 'react';
import { UpgradeContext } from './upgrade-context';
import { UpgradeModal } from './upgrade-modal';

/** Holds the one upgrade modal of a page; banners and locked controls open it (useOpenUpgrade). */
export function UpgradeProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const open = useCallback(() => setIsOpen(true), []);
  return (
    <UpgradeContext value={open}>
      {children}
      {isOpen ? <UpgradeModal onClose={() => setIsOpen(false)} /> : null}
    </UpgradeContext>
  );
}
