import type { Db } from '../../db/connection';
import { channels, type Emit } from '../../realtime/event-bus';
import { addToShare, endMembership, insertActAudit, lockAct, setRole } from './queries';

/** What became of one act when its person went (the admin's audit record lists these). */
export interface ActHandover {
  act_id: number;
  /** left: the act had another leader; handed_over: its longest-standing member now leads it;
   * deactivated: nobody was left, so the act is off the public pages, its money records whole;
   * kept: the person was its only member and was only deactivated (it comes back with them). */
  outcome: 'left' | 'handed_over' | 'deactivated' | 'kept';
  leader_user_id: number | null;
}

/**
 * A person deactivated or deleted by an administrator (or deleting their own account) ends their
 * memberships (decision 035, "Admin and privacy"): in the caller's transaction, under each act's
 * lock. An act whose only leader goes is handed to its longest-standing other member, made leader;
 * their share passes to the act's leader, so the shares still add up to 100 %. An act with nobody
 * else is deactivated when its person is deleted, and kept as it is when they are only deactivated
 * (a solo act goes dark with its person and comes back with them, as before acts had members).
 * Every act's audit log records it; the act, its ledger and its tips are never touched.
 */
export async function handOverActsOf(
  trx: Db,
  emit: Emit,
  userId: number,
  mode: 'deactivated' | 'deleted',
  at: string,
): Promise<ActHandover[]> {
  const memberships = await trx
    .selectFrom('act_members')
    .select(['id', 'act_id', 'role', 'share_bps'])
    .where('user_id', '=', userId)
    .where('left_at', 'is', null)
    .orderBy('id')
    .execute();
  const outcomes: ActHandover[] = [];
  for (const membership of memberships) {
    await lockAct(trx, membership.act_id);
    const others = await trx
      .selectFrom('act_members')
      .select(['id', 'user_id', 'role'])
      .where('act_id', '=', membership.act_id)
      .where('left_at', 'is', null)
      .where('id', '<>', membership.id)
      .orderBy('joined_at')
      .orderBy('id')
      .execute();
    let outcome: ActHandover;
    if (others.length === 0) {
      if (mode === 'deactivated') {
        outcomes.push({ act_id: membership.act_id, outcome: 'kept', leader_user_id: userId });
        continue;
      }
      await trx
        .updateTable('musician_profiles')
        .set({ public_profile_enabled: 0, updated_at: at })
        .where('id', '=', membership.act_id)
        .execute();
      outcome = { act_id: membership.act_id, outcome: 'deactivated', leader_user_id: null };
    } else {
      const existingLeader = others.find((other) => other.role === 'leader');
      const leader = existingLeader ?? others[0]!;
      if (!existingLeader) {
        await setRole(trx, leader.id, 'leader');
        await emit(channels.authSessions, 'memberships.changed', { user_id: leader.user_id, session_ids: null });
      }
      if (membership.share_bps > 0) await addToShare(trx, leader.id, membership.share_bps);
      // The act goes on under its leader: the public pages, which ask whether the act's holder is
      // active, keep showing it, and deleting the person who created it no longer erases it.
      await trx
        .updateTable('musician_profiles')
        .set({ user_id: leader.user_id })
        .where('id', '=', membership.act_id)
        .where('user_id', '=', userId)
        .execute();
      outcome = {
        act_id: membership.act_id,
        outcome: existingLeader ? 'left' : 'handed_over',
        leader_user_id: leader.user_id,
      };
    }
    await endMembership(trx, membership.id, at);
    await insertActAudit(trx, {
      act_id: membership.act_id,
      user_id: null,
      action: `member.${mode}`,
      before: JSON.stringify({ user_id: userId, role: membership.role, share_bps: membership.share_bps }),
      after: JSON.stringify({ outcome: outcome.outcome, leader_user_id: outcome.leader_user_id }),
      created_at: at,
    });
    outcomes.push(outcome);
  }
  if (memberships.length > 0) {
    await emit(channels.authSessions, 'memberships.changed', { user_id: userId, session_ids: null });
  }
  return outcomes;
}
