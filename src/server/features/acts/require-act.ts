import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { ActRole, MusicianProfile } from '../../db/types';
import { requireMusician, type Signedin } from '../../http/auth-guard';
import { forbidden, notFound } from '../../http/errors';
import { mayInAct, type ActCapability } from '../../security/policies';
import { actMessages } from '../../../shared/acts';
import { findCurrentMembership } from './queries';

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
export async function requireAct(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  capability: ActCapability,
): Promise<SignedInToAct> {
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
