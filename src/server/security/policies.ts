import { forbidden, notFound } from '../http/errors';
import { gigMessages } from '../../shared/gigs';
import { inboxMessages } from '../../shared/messages/inbox';
import { liveMessages } from '../../shared/live/live-messages';
import { repertoireMessages } from '../../shared/repertoire';
import { setlistMessages } from '../../shared/setlists/limits';
import type { User } from '../db/types';

/**
 * Who may act on what, in one place. A service loads the row a route names and asks
 * here before it changes anything: a row that does not exist is a 404, another musician's a 403,
 * each in the words of its feature. The guards of http/auth-guard.ts ask the role questions.
 * The authorization matrix test (authorization-matrix.test.ts) calls every operation as five
 * different people to hold these rules.
 */

const ownedResources = {
  liveSession: { missing: liveMessages.sessionNotFound, notYours: liveMessages.notYourSession },
  request: { missing: liveMessages.requestNotFound, notYours: liveMessages.notYourRequest },
  gig: { missing: gigMessages.gigNotFound, notYours: gigMessages.notYourGig },
  message: { missing: inboxMessages.messageNotFound, notYours: inboxMessages.notYourMessage },
  repertoireSong: { missing: repertoireMessages.notFound, notYours: repertoireMessages.notYours },
  setlist: { missing: setlistMessages.notFound, notYours: setlistMessages.notYours },
} as const;

export type OwnedResource = keyof typeof ownedResources;

/** The row, when it exists and belongs to this musician; else the refusal to send. */
export function authorizeOwner<T extends { musician_id: number }>(
  kind: OwnedResource,
  row: T | undefined,
  musicianId: number,
): T {
  if (!row) throw notFound(ownedResources[kind].missing);
  if (row.musician_id !== musicianId) throw forbidden(ownedResources[kind].notYours);
  return row;
}

/** The musician's workspace: musician accounts only (fans have no workspace, admins their own). */
export const mayUseMusicianArea = (user: Pick<User, 'user_type'>): boolean => user.user_type === 'musician';

/** The back office: an administrator account, signed in through the admin login (its own cookie). */
export const mayUseBackOffice = (user: Pick<User, 'user_type' | 'is_active'>): boolean =>
  user.user_type === 'admin' && user.is_active === 1;

/**
 * What a member of an act may do, by role (the table of docs/decisions/035): the one table lives
 * in shared/acts/capabilities.ts, so that the web offers exactly what the server lets through.
 */
export { actCapabilities, mayInAct, type ActCapability } from '../../shared/acts/capabilities';
