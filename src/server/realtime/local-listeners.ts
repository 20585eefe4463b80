import type { Listener, RealtimeEvent, Subscription } from './event-bus';

/** The per-process fan-out both bus implementations share. */
export class LocalListeners {
  private readonly byChannel = new Map<string, Set<Subscription>>();

  constructor(
    private readonly onError: (message: string, error: unknown) => void,
    /** How long an event took from its emit (or commit) to this instance's last subscriber. */
    private readonly onLag?: (seconds: number) => void,
  ) {}

  add(channel: string, subscriber: Listener | Subscription): () => void {
    const subscription = typeof subscriber === 'function' ? { event: subscriber } : subscriber;
    let set = this.byChannel.get(channel);
    if (!set) {
      set = new Set();
      this.byChannel.set(channel, set);
    }
    set.add(subscription);
    return () => {
      set.delete(subscription);
      if (set.size === 0 && this.byChannel.get(channel) === set) this.byChannel.delete(channel);
    };
  }

  /** `sentAtMs`: when the event left its writer (wall clock), for the delivery-lag metric. */
  deliver(event: RealtimeEvent, sentAtMs?: number): void {
    for (const subscription of this.byChannel.get(event.channel) ?? []) {
      try {
        subscription.event(event);
      } catch (error) {
        // One broken stream must not stop delivery to the others.
        this.onError('a real-time subscriber failed', error);
      }
    }
    if (sentAtMs !== undefined && this.onLag) this.onLag(Math.max(0, Date.now() - sentAtMs) / 1000);
  }

  /** Every subscriber reads what it may have missed from the log. */
  resyncAll(): void {
    for (const set of this.byChannel.values()) {
      for (const subscription of set) {
        try {
          subscription.resync?.();
        } catch (error) {
          this.onError('a real-time subscriber failed to resync', error);
        }
      }
    }
  }

  count(): number {
    let total = 0;
    for (const set of this.byChannel.values()) total += set.size;
    return total;
  }
}
