import { useCallback, useEffect, useRef } from 'react';

type AudioContextConstructor = typeof AudioContext;

function audioContextClass(): AudioContextConstructor | undefined {
  return (
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext
  );
}

/**
 * A short two-note chime made with the Web Audio API (no audio file to download). Browsers only
 * let a page make sound after the person has interacted with it, so the audio context is created
 * on the first tap or key press; until then the chime is silently skipped.
 */
export function useRequestChime(): () => void {
  const contextRef = useRef<AudioContext | null>(null);

  useEffect(() => {
    const unlock = () => {
      const AudioContextClass = audioContextClass();
      if (!AudioContextClass) return;
      contextRef.current ??= new AudioContextClass();
      void contextRef.current.resume().catch(() => undefined);
    };
    window.addEventListener('pointerdown', unlock);
    window.addEventListener('keydown', unlock);
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, []);

  useEffect(
    () => () => {
      void contextRef.current?.close().catch(() => undefined);
      contextRef.current = null;
    },
    [],
  );

  return useCallback(() => {
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
}
