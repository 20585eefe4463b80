import { useEffect, useState } from 'react';

export const isWakeLockSupported = () => typeof navigator !== 'undefined' && 'wakeLock' in navigator;

/**
 * Keeps the screen on while `isWanted` (a phone on a music stand must not lock mid-set). The
 * browser drops the lock whenever the page is hidden, so it is asked for again on return.
 * `isHeld` tells whether the screen is actually being kept on.
 */
export function useWakeLock(isWanted: boolean): { isHeld: boolean } {
  const [isHeld, setIsHeld] = useState(false);

  useEffect(() => {
    if (!isWanted || !isWakeLockSupported()) return;
    let sentinel: WakeLockSentinel | null = null;
    let isActive = true;
    const request = async () => {
      if (document.visibilityState !== 'visible' || sentinel) return;
      try {
        const acquired = await navigator.wakeLock.request('screen');
        if (!isActive) {
          void acquired.release();
          return;
        }
        sentinel = acquired;
        setIsHeld(true);
        acquired.addEventListener('release', () => {
          sentinel = null;
          setIsHeld(false);
        });
      } catch {
        setIsHeld(false); // refused (battery saver, or no permission): the toggle shows it is off
      }
    };
    void request();
    document.addEventListener('visibilitychange', request);
    return () => {
      isActive = false;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release();
      setIsHeld(false);
    };
  }, [isWanted]);

  return { isHeld };
}
