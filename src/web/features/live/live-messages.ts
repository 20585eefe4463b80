import type { RequestStatus } from '../../../shared/live';

/**
 * The spec's live-session texts and status rules for the web client. They mirror
 * `src/shared/live.ts` and `src/shared/venues.ts` word for word (live-messages.test.ts checks),
 * but live in a module without zod: importing those files would add zod's ~26 kB (gzip) to the
 * dashboard and manager chunks for a handful of strings.
 */
export const liveText = {
  venueRequired: 'Please enter a venue name',
  defaultSessionName: 'Live Session',
  startFailed: 'Failed to start session',
  endFailed: 'Failed to end session',
  updateFailed: 'Failed to update request',
  /** Spec 1 §8 session start and end: the network fallback. */
  networkError: 'Network error. Please try again.',
  savedVenueBadge: 'Saved',
  globalVenueBadge: 'Database',
} as const;

/** Spec 1 §5 and §9: venue search starts at 2 typed characters. */
export const VENUE_SEARCH_MIN_CHARS = 2;

/**
 * Spec 2 §4: pending -> accepted or declined; pending or accepted -> played; played -> accepted
 * ('Mark as Pending'). The server refuses anything else with 409.
 */
export const allowedTransitions: Record<RequestStatus, readonly RequestStatus[]> = {
  pending: ['accepted', 'declined', 'played'],
  accepted: ['played'],
  played: ['accepted'],
  declined: [],
};

export function canTransition(from: RequestStatus, to: RequestStatus): boolean {
  return allowedTransitions[from].includes(to);
}
