import { ApiError, NetworkError } from '../../lib/api-client';
import { requestText } from './request-messages';

/**
 * Spec 1 §8 "Request submit": the server's error text first, then the message for the status,
 * then the general fallback; a connection failure has its own message.
 */
export function submitErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return requestText.unreachable;
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 404) return requestText.sessionNotActive;
    if (error.status === 400) return requestText.invalidData;
    if (error.status === 500) return requestText.serverError;
    return requestText.failedWithStatus(error.status);
  }
  if (error instanceof Error && error.message) return requestText.failedWithMessage(error.message);
  return requestText.failed;
}
