import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { channels } from '../../realtime/event-bus';
import { actMessages, type ActRoster, type MyActs } from '../../../shared/acts';
import {
  chooseAct,
  currentActsOf,
  currentMembersOf,
  findCurrentMembership,
  isCurrentMember,
  pendingProposalsOf,
} from './queries';
import type { SignedInToAct } from './require-act';

/** The header's switcher: the person's acts and the one this sign-in works in (null: none at all). */
export async function myActs(ctx: AppContext, userId: number, authSessionId: number): Promise<MyActs> {
  const [acts, current] = await Promise.all([
    currentActsOf(ctx.db, userId),
    findCurrentMembership(ctx.db, userId, authSessionId),
  ]);
  return { acts, current_act_id: current?.id ?? null };
}

/**
 * Switches the act this sign-in works in (docs/decisions/035: per device). The choice is written
 * with an event on the sign-ins channel, as a membership change is, so the queue read's remembered
 * sign-in is resolved again and this device's open streams close and reopen for the new act.
 */
export async function switchAct(
  ctx: AppContext,
  person: { userId: number; authSessionId: number },
  actId: number,
): Promise<void> {
  await ctx.bus.transaction([channels.authSessions], async (trx, emit) => {
    if (!(await isCurrentMember(trx, actId, person.userId))) throw notFound(actMessages.noAct, 'not_a_member');
    await chooseAct(trx, person.authSessionId, actId);
    await emit(channels.authSessions, 'memberships.changed', {
      user_id: person.userId,
      session_ids: [person.authSessionId],
    });
  });
}

/** Who is in the act, as any member may see it: no e-mail addresses, and no shares for crew. */
export async function rosterOf(ctx: AppContext, signedIn: SignedInToAct): Promise<ActRoster> {
  const { act, member } = signedIn;
  const [members, proposals] = await Promise.all([
    currentMembersOf(ctx.db, act.id),
    member.role === 'leader' ? pendingProposalsOf(ctx.db, act.id) : new Map<number, number>(),
  ]);
  const seesShares = member.role !== 'crew';
  return {
    act: { id: act.id, stage_name: act.stage_name },
    me: { member_id: member.id, role: member.role },
    members: members.map((m) => ({
      id: m.id,
      name: m.name,
      role: m.role,
      share_bps: seesShares ? m.share_bps : null,
      proposed_share_bps: proposals.get(m.user_id) ?? null,
      joined_at: m.joined_at,
    })),
  };
}
