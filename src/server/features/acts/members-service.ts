import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import { channels, type Emit } from '../../realtime/event-bus';
import type { ActRole } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http/errors';
import { ACT_ROLES, actMessages, type ActMemberView, type SharesBody } from '../../../shared/acts';
import {
  addToShare,
  currentMember,
  currentMembersOf,
  endMembership,
  insertActAudit,
  lockAct,
  otherLeaders,
  setRole,
  setShare,
} from './queries';

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

/**
 * A leader saves the act's shares (decision 035): every current member listed once, crew at 0, the
 * total exactly 10,000 basis points, or nothing changes (400 `shares_must_total_100`; a member not
 * in the act: 404 `not_a_member`). It runs under the act's earnings lock, the lock every tip's split
 * holds, so each tip is split entirely by the shares before or entirely by those after. The change
 * (who, old and new shares) goes into the act's audit log in the same transaction.
 */
export async function saveShares(
  ctx: AppContext,
  actId: number,
  byUserId: number,
  body: SharesBody,
): Promise<ActMemberView[]> {
  await ctx.bus.transaction([channels.musicianEarnings(actId)], async (trx) => {
    await lockAct(trx, actId);
    const members = await currentMembersOf(trx, actId);
    const byId = new Map(members.map((m) => [m.id, m]));
    const unknown = body.shares.find((s) => !byId.has(s.member_id));
    if (unknown) throw notFound(actMessages.memberNotFound, 'not_a_member');
    const refuse = () => badRequest(actMessages.sharesMustTotal100, 'shares_must_total_100');
    const listed = new Set(body.shares.map((s) => s.member_id));
    if (listed.size !== body.shares.length || listed.size !== members.length) throw refuse();
    if (body.shares.some((s) => byId.get(s.member_id)!.role === 'crew' && s.share_bps !== 0)) throw refuse();
    if (body.shares.reduce((sum, s) => sum + s.share_bps, 0) !== 10_000) throw refuse();
    const changed = body.shares.filter((s) => byId.get(s.member_id)!.share_bps !== s.share_bps);
    if (changed.length === 0) return;
    for (const share of changed) await setShare(trx, share.member_id, share.share_bps);
    const sharesOf = (bps: (m: (typeof members)[number]) => number) =>
      members.map((m) => ({ member_id: m.id, user_id: m.user_id, share_bps: bps(m) }));
    const next = new Map(body.shares.map((s) => [s.member_id, s.share_bps]));
    await insertActAudit(trx, {
      act_id: actId,
      user_id: byUserId,
      action: 'shares.changed',
      before: JSON.stringify(sharesOf((m) => m.share_bps)),
      after: JSON.stringify(sharesOf((m) => next.get(m.id)!)),
      created_at: ctx.clock.now().toISOString(),
    });
  });
  return membersOf(ctx, actId);
}
