import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { containsPattern } from '../../db/like';
import { USERS_PAGE_SIZE, type AdminUser } from '../../../shared/admin/users';

/** Spec 2 §3 'Admin user list item', newest first, searched by e-mail or stage name. */
export async function listUsers(db: Db, search: string, page: number): Promise<{ users: AdminUser[]; total: number }> {
  let base = db
    .selectFrom('users')
    .leftJoin('musician_profiles', 'musician_profiles.user_id', 'users.id')
    .leftJoin('subscriptions', 'subscriptions.musician_id', 'musician_profiles.id')
    .where('users.deleted_at', 'is', null);
  if (search) {
    const pattern = containsPattern(search.toLowerCase());
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(users.email)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(musician_profiles.stage_name)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select((eb) => [
        'users.id',
        'users.email',
        'users.user_type',
        'users.created_at',
        'users.is_active',
        'musician_profiles.stage_name',
        'subscriptions.status as subscription_status',
        'subscriptions.trial_ends_at',
        eb
          .selectFrom('tips')
          .select((t) => t.fn.coalesce(t.fn.sum<number>('tips.amount'), t.lit(0)).as('total'))
          .whereRef('tips.musician_id', '=', 'musician_profiles.id')
          .where('tips.status', '=', 'succeeded')
          .as('total_tips_earned'),
        eb
          .selectFrom('song_requests')
          .select((r) => r.fn.countAll<number>().as('count'))
          .whereRef('song_requests.musician_id', '=', 'musician_profiles.id')
          .as('total_requests_received'),
      ])
      .orderBy('users.id', 'desc')
      .limit(USERS_PAGE_SIZE)
      .offset((page - 1) * USERS_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const acts = await currentActsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    total: Number(count.count),
    users: rows.map((row) => ({
      id: row.id,
      email: row.email,
      user_type: row.user_type,
      stage_name: row.stage_name,
      created_at: row.created_at,
      is_active: row.is_active === 1,
      subscription_status: row.subscription_status,
      trial_ends_at: row.trial_ends_at,
      total_tips_earned: Number(row.total_tips_earned ?? 0),
      total_requests_received: Number(row.total_requests_received ?? 0),
      acts: acts.filter((act) => act.user_id === row.id).map(({ id, stage_name, role }) => ({ id, stage_name, role })),
    })),
  };
}

/** The current memberships of one page of people, oldest first (the list's Acts column). */
async function currentActsOf(db: Db, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('act_members')
    .innerJoin('musician_profiles', 'musician_profiles.id', 'act_members.act_id')
    .select(['act_members.user_id', 'musician_profiles.id', 'musician_profiles.stage_name', 'act_members.role'])
    .where('act_members.user_id', 'in', userIds)
    .where('act_members.left_at', 'is', null)
    .orderBy('act_members.joined_at')
    .orderBy('act_members.id')
    .execute();
}

export const findUser = (db: Db, id: number) =>
  db
    .selectFrom('users')
    .leftJoin('musician_profiles', 'musician_profiles.user_id', 'users.id')
    .select(['users.id', 'users.email', 'users.user_type', 'users.is_active', 'musician_profiles.id as profile_id'])
    .where('users.id', '=', id)
    // A deleted account's anonymised row (decision 022) is no user to act on.
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();

/** Whether an account is an administrator's (whose second factor only npm run admin:create resets). */
export async function isAdminAccount(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('user_type').where('id', '=', userId).executeTakeFirst();
  return row?.user_type === 'admin';
}
