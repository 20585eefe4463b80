import type { Listener, RealtimeEvent } from './event-bus';

/** The per-process fan-out both bus implementations share. */
export class LocalListeners {
  private readonly byChannel = new Map<string, Set<Listener>>();

  add(channel: string, listener: Listener): () => void {
    let set = this.byChannel.get(channel);
    if (!set) {
      set = new Set();
      this.byChannel.set(channel, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.byChannel.delete(channel);
    };
  }

  deliver(event: RealtimeEvent): void {
    for (const listener of this.byChannel.get(event.channel) ?? []) {
      try {
        listener(event);
      } catch {
        // One broken stream must not stop delivery to the others.
      }
    }
  }

  count(): number {
    let total = 0;
    for (const set of this.byChannel.values()) total += set.size;
    return total;
  }
}
