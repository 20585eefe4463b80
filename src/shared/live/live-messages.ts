import { webMessages } from '../web-messages';
/**
 * The live session's messages and request-status rules, without zod: the web client's live
 * manager imports this module alone, so it loads no schema code. `live.ts` re-exports it.
 */
export const liveMessages = {
  venueRequired: 'Please enter a venue name',
  defaultSessionName: 'Live Session',
  alreadyLive: 'You already have a live session running. End it before starting a new one.',
  profileIncomplete: 'Complete your profile (stage name, bio and at least one music style) before going live.',
  noActiveSession: 'You have no live session running',
  sessionNotFound: 'Live session not found',
  notYourSession: 'This live session belongs to another musician',
  alreadyEnded: 'This live session has already ended',
  notPaused: 'This live session is not paused',
  notActive: 'This live session is not running, so it cannot be paused',
  requestNotFound: 'Request not found',
  notYourRequest: 'This request belongs to another musician',
  invalidTransition: (from: string, to: string) =>
    `A ${from} request cannot be marked ${to}. Refresh to see its current status.`,
  endFailed: 'Failed to end session',
  startFailed: 'Failed to start session',
  updateFailed: 'Failed to update request',
  /** Spec 1 §8 session start and end: the network fallback. */
  networkError: webMessages.networkError,
} as const;

export const REQUEST_STATUSES = ['pending', 'accepted', 'played', 'declined'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/**
 * Spec 2 §4: pending -> accepted or declined; pending or accepted -> played; played -> accepted
 * ('Mark as Pending'). Anything else is refused on the server with 409.
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
