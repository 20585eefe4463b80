import type { SongRequest } from '../../../../shared/live';
import type { SongRequestBody } from '../../../../shared/requests';
import type { RequestCheckout } from '../../../../shared/tips';
import { api } from '../../../lib/api-client';

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
 * gets the request (or the checkout) the first send made, never a second one.
 */
export async function submitSongRequest(
  sessionId: number,
  body: SongRequestBody,
  idempotencyKey: string,
): Promise<SubmitResult> {
  const answer = await api.POST('/api/sessions/{sessionId}/requests', {
    path: { sessionId },
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return 'checkout' in answer ? { kind: 'pay', checkout: answer.checkout } : { kind: 'sent', request: answer.request };
}
