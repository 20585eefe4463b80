import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import { channels, type Emit } from '../../realtime/event-bus';
import type { ActRole } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http/errors';
import { ACT_ROLES, actMessages, type ActMemberView } from '../../../shared/acts';
import { addToShare, currentMember, currentMembersOf, endMembership, lockAct, otherLeaders, setRole } from './queries';

/**
 * The person who creates an act leads it with the whole share (docs/decisions/035): called in the
 * transaction that inserts the act, so an act never exists without a leader.
 */
export async function insertFoundingLeader(trx: Db, actId: number, userId: number, at: string): Promise<void> {
  await trx
    .insertInto('act_members')
    .values({ act_id: actId, user_id: userId, role: 'leader', share_bps: 10_000, joined_at: at, left_at: null })
    .execute();
}

/**
 * Runs a membership change so that everything which remembered who works in which act hears of it:
 * the change writes an event on the sign-ins channel in its own transaction, as a revoked sign-in
 * does, so the queue read's remembered sign-ins are resolved again (queue-cache.ts) and the
 * person's open streams close on every instance and reopen for the act they are now in.
 */
export function membershipTransaction<T>(
  ctx: AppContext,
  work: (trx: Db, changed: (userId: number) => Promise<void>) => Promise<T>,
): Promise<T> {
  return ctx.bus.transaction([channels.authSessions], (trx, emit: Emit) =>
    work(trx, async (userId) => {
      await emit(channels.authSessions, 'memberships.changed', { user_id: userId, session_ids: null });
    }),
  );
}

export function parseRole(text: string): ActRole {
  const role = ACT_ROLES.find((known) => known === text);
  if (!role) throw badRequest(actMessages.unknownRole, 'unknown_role');
  return role;
}

export function membersOf(ctx: AppContext, actId: number): Promise<ActMemberView[]> {
  return currentMembersOf(ctx.db, actId);
}

/** A leader changes a member's role; the last leader cannot step down, crew hold no share. */
export async function changeRole(ctx: AppContext, actId: number, memberId: number, roleText: string): Promise<void> {
  const role = parseRole(roleText);
  await membershipTransaction(ctx, async (trx, changed) => {
    await lockAct(trx, actId);
    const member = await currentMember(trx, actId, memberId);
    if (!member) throw notFound(actMessages.memberNotFound, 'not_a_member');
    if (member.role === role) return;
    if (member.role === 'leader' && (await otherLeaders(trx, actId, memberId)).length === 0) {
      throw conflict(actMessages.needsLeader, 'act_needs_leader');
    }
    if (role === 'crew' && member.share_bps > 0) throw badRequest(actMessages.crewHoldNoShare, 'shares_must_total_100');
    await setRole(trx, memberId, role);
    await changed(member.user_id);
  });
}

/**
 * A member leaves (or a leader removes them): the row stays with left_at set, and their share
 * passes to the longest-standing other leader, so the current shares still add up to 100 %. The
 * last leader cannot go.
 */
export async function endMembershipOf(ctx: AppContext, actId: number, memberId: number): Promise<void> {
  await membershipTransaction(ctx, async (trx, changed) => {
    await lockAct(trx, actId);
    const member = await currentMember(trx, actId, memberId);
    if (!member) throw notFound(actMessages.memberNotFound, 'not_a_member');
    const [heir] = await otherLeaders(trx, actId, memberId);
    if (!heir) throw conflict(actMessages.needsLeader, 'act_needs_leader');
    await endMembership(trx, memberId, ctx.clock.now().toISOString());
    if (member.share_bps > 0) await addToShare(trx, heir.id, member.share_bps);
    await changed(member.user_id);
  });
}
