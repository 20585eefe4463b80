import type { ActiveSession } from '../../../shared/live/public';
import type { SongRequestForm } from './api/submit-song-request';
import type { TipChoice } from './components/tip-picker';

/** What a fan has put into the request form for one show, kept until the request is sent. */
export interface RequestDraft {
  form: SongRequestForm;
  tip: TipChoice;
  isPremium: boolean;
  /**
   * The Idempotency-Key of the last send that has no answer yet (or had a failed one), with the
   * body it was made for: a retry of the same request reuses it, so a send that reached the server
   * but whose answer was lost does not make a second request.
   */
  send?: { key: string; body: string } | undefined;
}

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'sc_request_draft:';
const SHOW = 'sc_request_show';

/** The tab's own storage: a draft outlives a reload or a crash, not the tab (nor another tab). */
function tabStorage(): DraftStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage switched off: the form still works, it only forgets on reload.
    return null;
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';

function isDraft(value: unknown): value is RequestDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { form, tip, isPremium } = value as Partial<RequestDraft>;
  return (
    typeof form === 'object' &&
    form !== null &&
    isText(form.songTitle) &&
    isText(form.artistName) &&
    isText(form.fanName) &&
    isText(form.message) &&
    typeof tip === 'object' &&
    tip !== null &&
    ['none', 'chip', 'other'].includes(tip.kind) &&
    typeof isPremium === 'boolean'
  );
}

/** The fan's drafts, one per show, in the tab's storage (or in `storage`, in tests). */
export function createDraftStore(storage: DraftStorage | null = tabStorage()) {
  return {
    load(showId: number): RequestDraft | null {
      try {
        const value: unknown = JSON.parse(storage?.getItem(PREFIX + showId) ?? 'null');
        return isDraft(value) ? value : null;
      } catch {
        return null;
      }
    },
    save(showId: number, draft: RequestDraft): void {
      try {
        storage?.setItem(PREFIX + showId, JSON.stringify(draft));
      } catch {
        // Full or refused: the draft lives on in the page's memory.
      }
    },
    /**
     * The show last on screen in the form, as the live list gave it: after a reload in a dead spot,
     * where neither list can be read, it is still the fan's choice, and its draft comes back with it.
     */
    keepShow(show: ActiveSession): void {
      try {
        storage?.setItem(SHOW, JSON.stringify(show));
      } catch {
        // As above.
      }
    },
    keptShow(): ActiveSession | null {
      try {
        const value = JSON.parse(storage?.getItem(SHOW) ?? 'null') as Partial<ActiveSession> | null;
        return Number.isSafeInteger(value?.id) && isText(value?.stage_name) ? (value as ActiveSession) : null;
      } catch {
        return null;
      }
    },
    clear(showId: number): void {
      try {
        storage?.removeItem(PREFIX + showId);
      } catch {
        // As above.
      }
    },
  };
}

export type DraftStore = ReturnType<typeof createDraftStore>;

/**
 * The key to send a body with: the draft's own when the body is the one it was made for (a retry),
 * a new one when the fan changed what they are asking for (a new request).
 */
export function sendKeyFor(
  send: RequestDraft['send'],
  body: string,
  newKey: () => string,
): { key: string; body: string } {
  return send && send.body === body ? send : { key: newKey(), body };
}

/** A fresh, unguessable key (the IETF Idempotency-Key header's value). */
export const newIdempotencyKey = (): string => crypto.randomUUID();
