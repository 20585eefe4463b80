import type { ACT_ROLES } from './index';

type ActRole = (typeof ACT_ROLES)[number];

/**
 * What a member of an act may do, by role (the table of docs/decisions/035): every musician route
 * names one of these through requireAct, and this table alone answers. The server asks it through
 * security/policies.ts; the web asks the same table so that no screen offers what would be refused.
 * - queue: run the queue of a live show (accept, decline, play, undo, order, now playing, pause, block)
 * - show: go live, end a show, edit gigs, repertoire, profile, photo, setlists
 * - act.history: the act's requests history, inbox and followers
 * - money.own: one's own balance, and withdrawing it to one's own payout account
 * - act.totals: the act's totals per show
 * - act.admin: members, invitations, roles, shares, pricing, subscription, payout rules, deleting the act
 */
export const actCapabilities = ['queue', 'show', 'act.history', 'money.own', 'act.totals', 'act.admin'] as const;
export type ActCapability = (typeof actCapabilities)[number];

const capabilitiesOf: Record<ActRole, ReadonlySet<ActCapability>> = {
  leader: new Set(actCapabilities),
  member: new Set<ActCapability>(['queue', 'show', 'act.history', 'money.own']),
  crew: new Set<ActCapability>(['queue']),
};

export const mayInAct = (role: ActRole, capability: ActCapability): boolean => capabilitiesOf[role].has(capability);
