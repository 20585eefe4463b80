import { useCallback, useState } from 'react';

const STORAGE_KEY = 'stagecall:live-manager-sound';

function readPreference(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) !== 'off';
  } catch {
    return true; // storage blocked (private mode): sound stays on, the spec's default
  }
}

/** The notification-sound toggle, remembered on this device between gigs. On by default. */
export function useSoundPreference(): [boolean, () => void] {
  const [isOn, setIsOn] = useState(readPreference);
  const toggle = useCallback(() => {
    setIsOn((current) => {
      const next = !current;
      try {
        window.localStorage.setItem(STORAGE_KEY, next ? 'on' : 'off');
      } catch {
        // Not remembered; the toggle still works for this visit.
      }
      return next;
    });
  }, []);
  return [isOn, toggle];
}
