import { useCallback, useEffect, useRef, useState } from 'react';

type AudioContextConstructor = typeof AudioContext;

function audioContextClass(): AudioContextConstructor | undefined {
  return (
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext
  );
}

/**
 * A short two-note chime made with the Web Audio API (no audio file to download). Browsers only
 * let a page make sound after the person has interacted with it, so the audio context is created
 * on the first tap or key press; until then the chime is skipped, and `isBlocked` says so, so the
 * page can ask for that tap instead of claiming 'Sound: On' while it cannot play.
 */
export function useRequestChime(): { chime: () => void; isBlocked: boolean; unlock: () => void } {
  const contextRef = useRef<AudioContext | null>(null);
  const [isBlocked, setIsBlocked] = useState(() => audioContextClass() !== undefined);

  const unlock = useCallback(() => {
    const AudioContextClass = audioContextClass();
    if (!AudioContextClass) return;
    contextRef.current ??= new AudioContextClass();
    const context = contextRef.current;
    void context
      .resume()
      .then(() => setIsBlocked(context.state !== 'running'))
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    // Any tap or key unlocks sound, except on the sound controls themselves: those act on click,
    // and unlocking at pointerdown would swap 'Enable sound' for the Sound toggle under the finger.
    const unlockOnGesture = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('[data-sound-control]')) return;
      unlock();
    };
    window.addEventListener('pointerdown', unlockOnGesture);
    window.addEventListener('keydown', unlockOnGesture);
    return () => {
      window.removeEventListener('pointerdown', unlockOnGesture);
      window.removeEventListener('keydown', unlockOnGesture);
    };
  }, [unlock]);

  useEffect(
    () => () => {
      void contextRef.current?.close().catch(() => undefined);
      contextRef.current = null;
    },
    [],
  );

  const chime = useCallback(() => {
    const context = contextRef.current;
    if (!context || context.state !== 'running') return;
    const start = context.currentTime;
    const gain = context.createGain();
    gain.connect(context.destination);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.35, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.45);
    const oscillator = context.createOscillator();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(880, start);
    oscillator.frequency.setValueAtTime(1318.5, start + 0.14);
    oscillator.connect(gain);
    oscillator.start(start);
    oscillator.stop(start + 0.5);
  }, []);

  return { chime, isBlocked, unlock };
}
