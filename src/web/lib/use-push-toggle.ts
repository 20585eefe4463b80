import { useState } from 'react';
import { ApiError } from './api-client';

/** What the control says under its button. */
export type PushNote = 'off' | 'working' | 'on' | 'dismissed' | 'blocked' | 'failed' | 'unavailable';

interface PushToggleOptions {
  /** Whether this browser has the Push API at all (the caller says what to show where it has not). */
  canPush: boolean;
  /**
   * Where the endpoint this browser was subscribed with is kept (localStorage), so the control knows
   * it is on without loading the push code, and "stop" can name the subscription.
   */
  storageKey: string;
  /** Hands a new subscription to the server. */
  save: (subscription: PushSubscriptionJSON) => Promise<void>;
  /** Asks the server to forget the subscription with this endpoint. */
  remove: (endpoint: string) => Promise<void>;
}

function keptEndpoint(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function keepEndpoint(key: string, endpoint: string | null): void {
  try {
    if (endpoint === null) localStorage.removeItem(key);
    else localStorage.setItem(key, endpoint);
  } catch {
    // Private browsing without storage: the subscription stays; the page forgets it on a reload.
  }
}

/**
 * On and off for a push subscription the server keeps (a show's buzz, a musician's follow,
 * docs/decisions/033). Turning on asks for notifications on the tap itself (Safari asks only in
 * answer to a gesture), then loads the push code, its own chunk, and subscribes this browser.
 */
export function usePushToggle({ canPush, storageKey, save, remove }: PushToggleOptions) {
  const [isOn, setIsOn] = useState(() => keptEndpoint(storageKey) !== null);
  const [isWorking, setIsWorking] = useState(false);
  const [note, setNote] = useState<PushNote>(() =>
    keptEndpoint(storageKey) !== null ? 'on' : canPush && Notification.permission === 'denied' ? 'blocked' : 'off',
  );

  const turnOn = async () => {
    setIsWorking(true);
    setNote('working');
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setNote(permission === 'denied' ? 'blocked' : 'dismissed');
        return;
      }
      const { subscribeToPush } = await import('./web-push');
      const subscription = await subscribeToPush();
      await save(subscription);
      keepEndpoint(storageKey, subscription.endpoint ?? null);
      setIsOn(true);
      setNote('on');
    } catch (error) {
      setNote(error instanceof ApiError && error.code === 'push_unavailable' ? 'unavailable' : 'failed');
    } finally {
      setIsWorking(false);
    }
  };

  const turnOff = async () => {
    const endpoint = keptEndpoint(storageKey);
    setIsWorking(true);
    setNote('working');
    try {
      if (endpoint) await remove(endpoint);
      keepEndpoint(storageKey, null);
      setIsOn(false);
      setNote('off');
    } catch (error) {
      // Already gone on the server (the show ended, or its push service dropped it): off all the same.
      const isGone = error instanceof ApiError && error.code === 'push_not_subscribed';
      if (isGone) keepEndpoint(storageKey, null);
      setIsOn(!isGone);
      setNote(isGone ? 'off' : 'failed');
    } finally {
      setIsWorking(false);
    }
  };

  return {
    isOn,
    isWorking,
    note,
    /** Off, and nothing a tap could change: notifications blocked, or push off on the server. */
    cannot: !isOn && (note === 'blocked' || note === 'unavailable'),
    toggle: () => void (isOn ? turnOff() : turnOn()),
  };
}
