import type { ExpressionBuilder, Insertable } from 'kysely';
import type { Db } from '../../db/connection';
import type { ActAuditLogTable, ActInvitationsTable, ActMembersTable, ActRole, Database } from '../../db/types';

/**
 * The act a sign-in works in and the person's membership of it: the act the device chose
 * (auth_sessions.current_act_id) if the person is still a current member of it, otherwise their
 * oldest current membership. One query, as the profile lookup it replaces was.
 */
export function findCurrentMembership(db: Db, userId: number, authSessionId: number) {
  return db
    .selectFrom('act_members as m')
    .innerJoin('musician_profiles as p', 'p.id', 'm.act_id')
    .selectAll('p')
    .select([
      'm.id as member_id',
      'm.role as member_role',
      'm.share_bps as member_share_bps',
      'm.joined_at as member_joined_at',
    ])
    .where('m.user_id', '=', userId)
    .where('m.left_at', 'is', null)
    .orderBy((eb) =>
      eb
        .case()
        .when('m.act_id', '=', eb.selectFrom('auth_sessions').select('current_act_id').where('id', '=', authSessionId))
        .then(0)
        .else(1)
        .end(),
    )
    .orderBy('m.joined_at')
    .orderBy('m.id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Membership changes of one act take turns (a no-op UPDATE locks the act's row on PostgreSQL;
 * SQLite runs one writer at a time), so two leaders demoting each other at once cannot leave the
 * act without one.
 */
export async function lockAct(trx: Db, actId: number): Promise<void> {
  await trx
    .updateTable('musician_profiles')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', actId)
    .execute();
}

export function currentMembersOf(db: Db, actId: number) {
  return db
    .selectFrom('act_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.id', 'm.user_id', 'u.name', 'u.email', 'm.role', 'm.share_bps', 'm.joined_at'])
    .where('m.act_id', '=', actId)
    .where('m.left_at', 'is', null)
    .orderBy('m.joined_at')
    .orderBy('m.id')
    .execute();
}

/**
 * The shares proposed in the invitations that current members accepted, by user id, for those who
 * joined after the act's shares were last saved (decision 035: a proposal applies only when a
 * leader saves shares, so a save settles every proposal before it).
 */
export async function pendingProposalsOf(db: Db, actId: number): Promise<Map<number, number>> {
  const lastSaved = await db
    .selectFrom('act_audit_log')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('act_id', '=', actId)
    .where('action', '=', 'shares.changed')
    .executeTakeFirst();
  let query = db
    .selectFrom('act_invitations as i')
    .innerJoin('act_members as m', (join) =>
      join.onRef('m.user_id', '=', 'i.accepted_by').onRef('m.act_id', '=', 'i.act_id').on('m.left_at', 'is', null),
    )
    .select(['m.user_id', 'i.share_bps'])
    .where('i.act_id', '=', actId)
    .where('i.share_bps', '>', 0)
    .where('i.accepted_at', 'is not', null)
    .orderBy('i.accepted_at');
  if (lastSaved?.at) query = query.where('m.joined_at', '>', lastSaved.at);
  return new Map((await query.execute()).map((row) => [row.user_id, row.share_bps]));
}

export function currentMember(db: Db, actId: number, memberId: number) {
  return db
    .selectFrom('act_members')
    .selectAll()
    .where('id', '=', memberId)
    .where('act_id', '=', actId)
    .where('left_at', 'is', null)
    .executeTakeFirst();
}

/** Current leaders other than `memberId`, oldest first: who may hold the act when it goes. */
export function otherLeaders(db: Db, actId: number, memberId: number) {
  return db
    .selectFrom('act_members')
    .select(['id', 'share_bps'])
    .where('act_id', '=', actId)
    .where('role', '=', 'leader')
    .where('left_at', 'is', null)
    .where('id', '<>', memberId)
    .orderBy('joined_at')
    .orderBy('id')
    .execute();
}

export async function endMembership(db: Db, memberId: number, at: string): Promise<void> {
  await db.updateTable('act_members').set({ left_at: at }).where('id', '=', memberId).execute();
}

export async function addToShare(db: Db, memberId: number, bps: number): Promise<void> {
  await db
    .updateTable('act_members')
    .set((eb) => ({ share_bps: eb('share_bps', '+', bps) }))
    .where('id', '=', memberId)
    .execute();
}

export async function setRole(db: Db, memberId: number, role: ActRole): Promise<void> {
  await db.updateTable('act_members').set({ role }).where('id', '=', memberId).execute();
}

export function pendingInvitationsOf(db: Db, actId: number, now: string) {
  return db
    .selectFrom('act_invitations')
    .select(['id', 'email', 'role', 'share_bps', 'created_at', 'expires_at'])
    .where('act_id', '=', actId)
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id')
    .execute();
}

export async function countInvitationsSince(db: Db, actId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('act_invitations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('act_id', '=', actId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertInvitation(db: Db, row: Insertable<ActInvitationsTable>) {
  return db
    .insertInto('act_invitations')
    .values(row)
    .returning(['id', 'email', 'role', 'share_bps', 'created_at', 'expires_at'])
    .executeTakeFirstOrThrow();
}

export async function withdrawInvitation(db: Db, actId: number, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('act_invitations')
    .set({ withdrawn_at: at })
    .where('id', '=', id)
    .where('act_id', '=', actId)
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Spends an invitation: one conditional UPDATE, so of two tabs accepting one link at once exactly
 * one gets the act back. Unknown, used, withdrawn, expired or for another address: undefined.
 */
export function spendInvitation(db: Db, tokenHash: string, email: string, userId: number, at: string) {
  return db
    .updateTable('act_invitations')
    .set({ accepted_at: at, accepted_by: userId })
    .where('token_hash', '=', tokenHash)
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .where('expires_at', '>', at)
    .returning(['act_id', 'role'])
    .executeTakeFirst();
}

export function isCurrentMember(db: Db, actId: number, userId: number) {
  return db
    .selectFrom('act_members')
    .select('id')
    .where('act_id', '=', actId)
    .where('user_id', '=', userId)
    .where('left_at', 'is', null)
    .executeTakeFirst();
}

export async function insertMember(db: Db, actId: number, userId: number, role: ActRole, at: string): Promise<void> {
  await db
    .insertInto('act_members')
    .values({ act_id: actId, user_id: userId, role, share_bps: 0, joined_at: at, left_at: null })
    .execute();
}

export async function chooseAct(db: Db, authSessionId: number, actId: number): Promise<void> {
  await db.updateTable('auth_sessions').set({ current_act_id: actId }).where('id', '=', authSessionId).execute();
}

export function stageNameOf(db: Db, actId: number) {
  return db
    .selectFrom('musician_profiles')
    .select(['id', 'stage_name'])
    .where('id', '=', actId)
    .executeTakeFirstOrThrow();
}

/** The acts a person is a current member of, oldest membership first (the fallback's order). */
export function currentActsOf(db: Db, userId: number) {
  return db
    .selectFrom('act_members as m')
    .innerJoin('musician_profiles as p', 'p.id', 'm.act_id')
    .select(['p.id', 'p.stage_name', 'm.role'])
    .where('m.user_id', '=', userId)
    .where('m.left_at', 'is', null)
    .orderBy('m.joined_at')
    .orderBy('m.id')
    .execute();
}

/** Every membership, current or former, of a person (in one act when `actId` is given). */
export function membershipsOf(db: Db, userId: number, actId?: number) {
  return db
    .selectFrom('act_members')
    .select(['id', 'act_id', 'role', 'left_at', 'joined_at'])
    .where('user_id', '=', userId)
    .$if(actId !== undefined, (q) => q.where('act_id', '=', actId!))
    .orderBy('joined_at')
    .orderBy('id')
    .execute();
}

export async function setShare(db: Db, memberId: number, bps: number): Promise<void> {
  await db.updateTable('act_members').set({ share_bps: bps }).where('id', '=', memberId).execute();
}

/** One line of the act's audit log, written in the transaction of the change it records. */
export async function insertActAudit(db: Db, row: Insertable<ActAuditLogTable>): Promise<void> {
  await db.insertInto('act_audit_log').values(row).execute();
}

/**
 * A membership row's (`act_members as m`) balance in pence: the sum of that person's own ledger
 * rows in the act, current member or not.
 */
export function memberBalance(eb: ExpressionBuilder<Database & { m: ActMembersTable }, 'm'>) {
  return eb
    .selectFrom('ledger_entries as l')
    .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('l.amount'), inner.lit(0)).as('total'))
    .whereRef('l.musician_id', '=', 'm.act_id')
    .whereRef('l.member_user_id', '=', 'm.user_id')
    .as('balance');
}

/**
 * The act's former members (decision 035: a leaver keeps their own balance in the act), newest
 * leaver first: one row per person who is no longer a current member, with the day they last left
 * and their balance in pence from their own ledger rows in the act.
 */
export async function formerMembersOf(db: Db, actId: number) {
  const rows = await db
    .selectFrom('act_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select((eb) => ['m.id', 'm.user_id', 'u.name', 'm.role', 'm.joined_at', 'm.left_at', memberBalance(eb)])
    .where('m.act_id', '=', actId)
    .where('m.left_at', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('act_members as c')
            .select('c.id')
            .whereRef('c.act_id', '=', 'm.act_id')
            .whereRef('c.user_id', '=', 'm.user_id')
            .where('c.left_at', 'is', null),
        ),
      ),
    )
    .orderBy('m.left_at', 'desc')
    .orderBy('m.id', 'desc')
    .execute();
  // Someone who joined and left twice is one person with one balance: their latest leaving counts.
  const seen = new Set<number>();
  return rows
    .filter((row) => !seen.has(row.user_id) && seen.add(row.user_id))
    .map((row) => ({ ...row, left_at: row.left_at ?? '', balance: Number(row.balance ?? 0) }));
}
