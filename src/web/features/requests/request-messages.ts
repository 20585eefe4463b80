import { requestMessages } from '../../../shared/requests/request-messages';

/**
 * The fan request page's texts: the shared request messages (spec 1 §5 request form, §8 request
 * submit and stale session) and the page's own words.
 */
export const requestText = {
  ...requestMessages,
  failedWithStatus: (status: number) => `Request failed with status ${status}. Please try again.`,
  failedWithMessage: (message: string) => `Request failed: ${message}`,
  unknownArtist: 'Unknown Artist',
  requestSent: 'Request Sent!',
  allDone: 'All Done!',
  showLoading: 'The show is still loading. If it does not appear, check your connection.',
  payStepUnloaded: 'The payment step could not load. Check your connection and tap Retry.',
  paused: 'Requests are paused for a moment. You can send yours as soon as they resume.',
  showEnded:
    'This show has ended and takes no more requests. What you typed is kept: choose another live show to send it.',
} as const;
