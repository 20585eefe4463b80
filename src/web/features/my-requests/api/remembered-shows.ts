const KEY = 'sc_my_shows';
const KEEP = 10;

function read(): number[] {
  try {
    const ids: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}

/**
 * The shows this phone has sent requests to, newest first, so a reload still finds the fan's
 * requests (issue 16). Only ids: what was requested stays on the server, behind the device cookie.
 */
export function rememberShow(sessionId: number) {
  try {
    localStorage.setItem(KEY, JSON.stringify([sessionId, ...read().filter((id) => id !== sessionId)].slice(0, KEEP)));
  } catch {
    // Private browsing without storage: the panel still shows until the page is left.
  }
}

/** The newest remembered show among those live now, or null. */
export function rememberedLiveShow(liveIds: readonly number[]): number | null {
  return read().find((id) => liveIds.includes(id)) ?? null;
}
