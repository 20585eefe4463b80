import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { ActRole, MusicianProfile } from '../../db/types';
import { requireMusician, type Signedin } from '../../http/auth-guard';
import { forbidden, notFound } from '../../http/errors';
import { mayInAct, type ActCapability } from '../../security/policies';
import { actMessages } from '../../../shared/acts';
import { findCurrentMembership, membershipsOf } from './queries';

/** The person's current membership of the act: who they are in it, not the act itself. */
export interface Membership {
  id: number;
  userId: number;
  role: ActRole;
  shareBps: number;
  joinedAt: string;
}

export interface SignedInToAct extends Signedin {
  act: MusicianProfile;
  /** The act under the name the routes used before acts had members (`profile.id` is the act's id). */
  profile: MusicianProfile;
  member: Membership;
}

/**
 * What every musician route starts from: the signed-in person, the act this device works in and
 * their membership of it, once the role allows `capability` (docs/decisions/035). The capability
 * is required, so a route cannot forget to say what it does. No current membership is the 404 a
 * musician without a profile had; a role without the capability is a 403.
 */
/**
 * Told what each call asks for (a capability, 'money' or 'payee'): the authorization matrix test
 * holds every route to the capability its rule names. Unset outside that test. A hook rather than
 * a module mock: the test files of one worker share their modules (vitest.config.ts).
 */
export const capabilityProbe: { onAsk?: (asked: string) => void } = {};

export async function requireAct(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  capability: ActCapability,
): Promise<SignedInToAct> {
  capabilityProbe.onAsk?.(capability);
  const session = await requireMusician(ctx, request, reply);
  const row = await findCurrentMembership(ctx.db, session.user.id, session.sessionId);
  if (!row) throw notFound(actMessages.noAct, 'not_a_member');
  const { member_id, member_role, member_share_bps, member_joined_at, ...act } = row;
  if (!mayInAct(member_role, capability)) throw forbidden(actMessages.roleNotAllowed, 'act_role_not_allowed');
  const member = {
    id: member_id,
    userId: session.user.id,
    role: member_role,
    shareBps: member_share_bps,
    joinedAt: member_joined_at,
  };
  return { ...session, act, profile: act, member };
}

/** Whose money a money route is about: the act and the member in it (decision 035, "As built, step 3"). */
export interface MoneyOfMember extends Signedin {
  actId: number;
  memberUserId: number;
}

/**
 * The money routes (own balance, withdrawals, withdrawing): without `actId`, the person's own money
 * in the act this device works in, once the role allows `money.own` (crew hold none). With `actId`,
 * their money in that act, current or former: a member who left keeps their balance there and can
 * still see and withdraw it. Never in the act: 404 `not_a_member`; crew now: 403.
 */
export async function requireActMoney(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  actId?: number,
): Promise<MoneyOfMember> {
  capabilityProbe.onAsk?.('money');
  if (actId === undefined) {
    const session = await requireAct(ctx, request, reply, 'money.own');
    return { ...session, actId: session.act.id, memberUserId: session.user.id };
  }
  const session = await requireMusician(ctx, request, reply);
  const rows = await membershipsOf(ctx.db, session.user.id, actId);
  if (rows.length === 0) throw notFound(actMessages.noAct, 'not_a_member');
  const current = rows.find((row) => row.left_at === null);
  if (current && !mayInAct(current.role, 'money.own')) {
    throw forbidden(actMessages.roleNotAllowed, 'act_role_not_allowed');
  }
  return { ...session, actId, memberUserId: session.user.id };
}

/**
 * The payout account is the person's, used for all their acts: anyone who holds or held a role
 * with money in some act (a leaver included) may set it up. Never in an act: 404; crew only: 403.
 */
export async function requirePayee(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<Signedin> {
  capabilityProbe.onAsk?.('payee');
  const session = await requireMusician(ctx, request, reply);
  const rows = await membershipsOf(ctx.db, session.user.id);
  if (rows.length === 0) throw notFound(actMessages.noAct, 'not_a_member');
  if (!rows.some((row) => mayInAct(row.role, 'money.own'))) {
    throw forbidden(actMessages.roleNotAllowed, 'act_role_not_allowed');
  }
  return session;
}
