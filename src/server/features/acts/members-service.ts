import type { Db } from '../../db/connection';

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
