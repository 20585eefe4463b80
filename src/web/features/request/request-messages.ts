/**
 * The fan request page's texts (spec 1 §5 request form, §8 request submit and stale session).
 * They mirror `requestMessages` in `src/shared/requests.ts` word for word (request-messages.test.ts
 * checks), but live in a module without zod so the fan's /request chunk stays small on a weak
 * venue connection.
 */
export const requestText = {
  selectShow: 'Please select a live show first',
  songTitleRequired: 'Please enter a song title',
  sessionNotActive: 'This live session is no longer active. Please refresh the page and select an active session.',
  invalidData: 'Invalid request data. Please check your input and try again.',
  serverError: 'Server error occurred. Please try again in a moment.',
  staleSession: 'The selected show is no longer active. Please refresh the page and select an active show.',
  failed: 'Failed to submit request. Please try again.',
  unreachable: 'Unable to connect to the server. Please check your internet connection and try again.',
  failedWithStatus: (status: number) => `Request failed with status ${status}. Please try again.`,
  failedWithMessage: (message: string) => `Request failed: ${message}`,
  unknownArtist: 'Unknown Artist',
  requestSent: 'Request Sent!',
  allDone: 'All Done!',
} as const;

/** The request payload's limits (src/shared/requests.ts), as input maxLength attributes. */
export const requestFieldLimits = { songTitle: 200, artistName: 200, fanName: 80, message: 500 } as const;
