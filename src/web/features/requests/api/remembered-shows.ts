const KEY = 'sc_my_shows';
const KEEP = 10;
/** A night: a show's requests stay on the page this long after the phone last sent to it. */
const NIGHT_MS = 12 * 60 * 60 * 1000;

interface Remembered {
  id: number;
  /** When this phone last sent to the show (ms since the epoch). */
  at: number;
}

function read(): Remembered[] {
  try {
    const entries: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    if (!Array.isArray(entries)) return [];
    return entries.flatMap((entry: unknown): Remembered[] => {
      // Ids alone (an older page's list): kept, as if sent now.
      if (Number.isSafeInteger(entry)) return [{ id: entry as number, at: Date.now() }];
      const { id, at } = (entry ?? {}) as Partial<Remembered>;
      return Number.isSafeInteger(id) && typeof at === 'number' ? [{ id: id!, at }] : [];
    });
  } catch {
    return [];
  }
}

/**
 * The shows this phone has sent requests to, newest first, so a reload still finds the fan's
 * requests. Only ids and times: what was requested stays on the server, behind the
 * device cookie.
 */
export function rememberShow(sessionId: number, now = Date.now()) {
  try {
    const rest = read().filter((entry) => entry.id !== sessionId);
    localStorage.setItem(KEY, JSON.stringify([{ id: sessionId, at: now }, ...rest].slice(0, KEEP)));
  } catch {
    // Private browsing without storage: the panel still shows until the page is left.
  }
}

/**
 * The show whose requests the page shows after a reload: the newest remembered one that is live
 * now, else the newest sent to tonight, ended or not, so the fan learns how their requests ended.
 */
export function rememberedShow(liveIds: readonly number[], now = Date.now()): number | null {
  const tonight = read().filter((entry) => now - entry.at < NIGHT_MS);
  return (tonight.find((entry) => liveIds.includes(entry.id)) ?? tonight[0])?.id ?? null;
}
