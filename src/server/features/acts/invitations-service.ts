import { createHmac, randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import { notFound, tooManyRequests, conflict } from '../../http/errors';
import { isUniqueViolation } from '../../db/unique-violation';
import { actMessages, INVITATION_TTL_DAYS, type ActInvitation, type InviteBody } from '../../../shared/acts';
import { queueInvitationEmail } from './invitation-email';
import { membershipTransaction, parseRole } from './members-service';
import {
  chooseAct,
  countInvitationsSince,
  insertInvitation,
  insertMember,
  isCurrentMember,
  lockAct,
  pendingInvitationsOf,
  spendInvitation,
  stageNameOf,
  withdrawInvitation,
} from './queries';

const HOUR_MS = 3_600_000;

/** Only a keyed hash of the link's token is stored: a copy of the database opens no invitation. */
const invitationTokenHash = (secret: string, token: string): string =>
  createHmac('sha256', secret).update(`act-invitation:${token}`).digest('base64url');

export function pendingInvitations(ctx: AppContext, actId: number): Promise<ActInvitation[]> {
  return pendingInvitationsOf(ctx.db, actId, ctx.clock.now().toISOString());
}

/**
 * A leader invites by e-mail with a role (docs/decisions/035). The act's row is locked while the
 * hour's invitations are counted, so many at once cannot pass the limit together.
 */
export async function invite(
  ctx: AppContext,
  act: { id: number; stage_name: string },
  invitedBy: number,
  input: InviteBody,
): Promise<ActInvitation> {
  const role = parseRole(input.role);
  const now = ctx.clock.now();
  // 256 random bits, URL-safe: the link's only secret.
  const token = randomBytes(32).toString('base64url');
  return ctx.db.transaction().execute(async (trx) => {
    await lockAct(trx, act.id);
    const since = new Date(now.getTime() - HOUR_MS).toISOString();
    if ((await countInvitationsSince(trx, act.id, since)) >= ctx.config.actInvitesPerHour) {
      throw tooManyRequests(actMessages.invitationsLimited);
    }
    const invitation = await insertInvitation(trx, {
      act_id: act.id,
      email: input.email,
      role,
      share_bps: role === 'crew' ? 0 : input.share_bps,
      token_hash: invitationTokenHash(ctx.secret, token),
      invited_by: invitedBy,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * HOUR_MS).toISOString(),
      withdrawn_at: null,
      accepted_at: null,
      accepted_by: null,
    });
    await queueInvitationEmail(trx, ctx, input.email, act, role, token);
    return invitation;
  });
}

export async function withdraw(ctx: AppContext, actId: number, invitationId: number): Promise<void> {
  const withdrawn = await withdrawInvitation(ctx.db, actId, invitationId, ctx.clock.now().toISOString());
  if (!withdrawn) throw notFound(actMessages.invitationNotValid, 'invitation_not_valid');
}

/**
 * The signed-in person whose address the invitation names joins the act in its role (with no
 * share until the leader saves shares), and this device switches to it. Any other case (unknown,
 * used, withdrawn, expired, another address) is one answer that names nothing about the act.
 */
export async function acceptInvitation(
  ctx: AppContext,
  person: { userId: number; email: string; authSessionId: number },
  token: string,
) {
  const at = ctx.clock.now().toISOString();
  try {
    return await membershipTransaction(ctx, async (trx, changed) => {
      const spent = await spendInvitation(trx, invitationTokenHash(ctx.secret, token), person.email, person.userId, at);
      if (!spent) throw notFound(actMessages.invitationNotValid, 'invitation_not_valid');
      await lockAct(trx, spent.act_id);
      if (await isCurrentMember(trx, spent.act_id, person.userId)) {
        throw conflict(actMessages.alreadyMember, 'already_a_member');
      }
      await insertMember(trx, spent.act_id, person.userId, spent.role, at);
      await chooseAct(trx, person.authSessionId, spent.act_id);
      await changed(person.userId);
      return { act: await stageNameOf(trx, spent.act_id), role: spent.role };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(actMessages.alreadyMember, 'already_a_member');
    throw error;
  }
}

/**
 * Signing up from an invitation (docs/decisions/035 "Subscriptions"): inside the sign-up's
 * transaction the new person spends the invitation sent to their address and joins the act in its
 * role; anything else is the one 'not valid' answer and the whole sign-up rolls back. The device
 * needs no choice: the act is the person's only membership.
 */
export async function joinAtSignUp(
  trx: Db,
  ctx: Pick<AppContext, 'secret'>,
  person: { userId: number; email: string },
  token: string,
  at: string,
): Promise<void> {
  const spent = await spendInvitation(trx, invitationTokenHash(ctx.secret, token), person.email, person.userId, at);
  if (!spent) throw notFound(actMessages.invitationNotValid, 'invitation_not_valid');
  await lockAct(trx, spent.act_id);
  await insertMember(trx, spent.act_id, person.userId, spent.role, at);
}
