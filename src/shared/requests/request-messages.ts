/**
 * The fan request's messages and field limits, without zod: the fan's /request page imports this
 * module alone, so it stays small on a venue's weak connection. `requests.ts` re-exports it.
 */
/** Spec 1 §5 request form and §8 request-submit catalogue. */
export const requestMessages = {
  selectShow: 'Please select a live show first',
  songTitleRequired: 'Please enter a song title',
  sessionNotActive: 'This live session is no longer active. Please refresh the page and select an active session.',
  invalidData: 'Invalid request data. Please check your input and try again.',
  serverError: 'Server error occurred. Please try again in a moment.',
  staleSession: 'The selected show is no longer active. Please refresh the page and select an active show.',
  failed: 'Failed to submit request. Please try again.',
  unreachable: 'Unable to connect to the server. Please check your internet connection and try again.',
} as const;

/** The request payload's length limits (spec 1 §3), shared by the schema and the inputs. */
export const REQUEST_FIELD_LIMITS = { songTitle: 200, artistName: 200, fanName: 80, message: 500 } as const;
