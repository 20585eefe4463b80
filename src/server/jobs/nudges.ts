/**
 * "There is work for this job now": a change that leaves work for a background job (an e-mail
 * queued, a data export asked for) says so here, and the running server's scheduler runs that job
 * soon instead of at its next tick (up to 15 s for the outbox, 30 s for exports). A nudge is only
 * a hint: a run it starts may find nothing yet (the change's transaction still open) and the
 * job's timer still comes, so nothing depends on it. Process-wide: only a server that started its
 * jobs listens (tests that call a job's `run` themselves are not affected).
 */
export type NudgeTopic = 'email-queued' | 'data-export-requested';

const listeners = new Map<NudgeTopic, Set<() => void>>();

export function nudge(topic: NudgeTopic): void {
  for (const listener of listeners.get(topic) ?? []) listener();
}

/** Calls `listener` on each nudge of `topic`; the answer stops it. */
export function onNudge(topic: NudgeTopic, listener: () => void): () => void {
  const set = listeners.get(topic) ?? new Set();
  listeners.set(topic, set);
  set.add(listener);
  return () => set.delete(listener);
}
