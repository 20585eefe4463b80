const keyOf = (sessionId: number) => `sc_buzz_${sessionId}`;

/**
 * The push endpoint this phone is buzzed at for a show, kept on the phone so the panel knows the
 * buzz is on without loading the push code, and so "stop" can name the subscription.
 */
export function buzzedEndpoint(sessionId: number): string | null {
  try {
    return localStorage.getItem(keyOf(sessionId));
  } catch {
    return null;
  }
}

export function rememberBuzz(sessionId: number, endpoint: string | null): void {
  try {
    if (endpoint === null) localStorage.removeItem(keyOf(sessionId));
    else localStorage.setItem(keyOf(sessionId), endpoint);
  } catch {
    // Private browsing without storage: the buzz stays on; the page forgets it on a reload.
  }
}
