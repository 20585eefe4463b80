import type { Db } from '../../db/connection';

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
