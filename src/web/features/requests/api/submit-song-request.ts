import type { SongRequest } from '../../../../shared/live';
import type { SongRequestBody } from '../../../../shared/requests';
import type { RequestCheckout } from '../../../../shared/tips';
import { api } from '../../../lib/api-client';
import { retrySend, type RetryOptions } from '../../../lib/retry-send';

/** Spec 1 §5: empty artist, fan name and message are sent as null. */
export interface SongRequestForm {
  songTitle: string;
  artistName: string;
  fanName: string;
  message: string;
}

const orNull = (text: string) => text.trim() || null;

export function toSongRequestBody(form: SongRequestForm, tipPence = 0, premium = false): SongRequestBody {
  return {
    song_title: form.songTitle.trim(),
    artist_name: orNull(form.artistName),
    fan_name: orNull(form.fanName),
    message: orNull(form.message),
    tip_amount: tipPence,
    premium,
  };
}

/** A free request is queued at once; one with a tip comes back as a checkout to pay first. */
export type SubmitResult = { kind: 'sent'; request: SongRequest } | { kind: 'pay'; checkout: RequestCheckout };

/**
 * Sends a request with its Idempotency-Key (the IETF draft's header): a retry with the same key
 * gets the request (or the checkout) the first send made, never a second one. So a send that met
 * no answer or a proxy's 502/503/504 (an instance restarting) is tried again by itself, with the
 * same key, a few times over about 4 s (lib/retry-send.ts); only then does the fan see the error.
 */
export async function submitSongRequest(
  sessionId: number,
  body: SongRequestBody,
  idempotencyKey: string,
  options: RetryOptions = {},
): Promise<SubmitResult> {
  const answer = await retrySend(
    () =>
      api.POST('/api/sessions/{sessionId}/requests', {
        path: { sessionId },
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
        signal: options.signal,
      }),
    options,
  );
  return 'checkout' in answer ? { kind: 'pay', checkout: answer.checkout } : { kind: 'sent', request: answer.request };
}
