import { profileMessages } from '../../../../shared/musicians';
import { messages } from '../../../../shared/user-messages';
import { ApiError, NetworkError } from '../../../lib/api-client';

/** Spec 1 §8 "Dashboard load": the text of the 'Dashboard Error' screen. */
export function dashboardLoadError(error: unknown): string {
  if (error instanceof NetworkError)
    return 'Connection error. Please check your internet connection and refresh the page.';
  if (error instanceof ApiError) {
    if (error.status >= 500) return 'Database connection issue. Please refresh the page or contact support.';
    return 'Profile loading error. Please refresh the page or contact support.';
  }
  return 'Failed to load dashboard';
}

const detailsText = (details: unknown): string | null => {
  if (typeof details === 'string' && details.trim()) return details;
  return null;
};

/** Spec 1 §8 "Stage-name save". */
export function stageNameSaveError(error: unknown): string {
  if (error instanceof NetworkError) return 'Connection error. Please check your internet and try again.';
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    const details = detailsText(error.details);
    if (details) return `Failed to save stage name: ${details}`;
    if (error.status === 500) return 'Database error. Please contact support if this continues.';
    return `Server error (${error.status}). Please try again.`;
  }
  return `Error: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * Spec 1 §8 "Profile save": the server's words; 'Failed to save profile' when it answered without
 * any; 'Server error ({status})' when the answer was not ours at all (a proxy's error page).
 */
export function profileSaveError(error: unknown): string {
  if (error instanceof NetworkError) return messages.auth.networkError;
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    return error.details === undefined ? `Server error (${error.status})` : profileMessages.saveFailed;
  }
  return profileMessages.saveFailed;
}
