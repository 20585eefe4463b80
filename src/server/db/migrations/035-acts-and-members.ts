import { sql, type Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../schema-helpers';

/**
 * Acts and their members (docs/decisions/035-acts-and-members.md). An act stays a
 * `musician_profiles` row; `act_members` says which people belong to it, in which role and with
 * which share of its tips. Leaving sets `left_at` and keeps the row (money records and the audit
 * log will point at it), so only current rows are unique per (act, person). Every existing
 * musician becomes the leader of an act of one with the whole share, from the day the act began.
 * `auth_sessions.current_act_id` is the act one sign-in (one device) works in; null means the
 * person's oldest current membership.
 *
 * `act_invitations`: a leader's invitation by e-mail, with the role (and a share proposal) it
 * offers. Only a keyed hash of the link's token is kept; it is spent once (accepted), can be
 * withdrawn, and expires after 7 days. Counted per act and hour for the invitation limit.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('act_members'), dialect)
    .addColumn('act_id', 'integer', (c) => c.notNull().references('musician_profiles.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('leader', 'member', 'crew')`))
    .addColumn('share_bps', 'integer', (c) => c.notNull().check(sql`share_bps >= 0 and share_bps <= 10000`))
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addColumn('left_at', 'text')
    // Crew hold no share: the table refuses one, whatever a service forgets.
    .addCheckConstraint('act_members_crew_share_check', sql`role <> 'crew' or share_bps = 0`)
    .execute();
  await db.schema
    .createIndex('act_members_current_key')
    .on('act_members')
    .columns(['act_id', 'user_id'])
    .unique()
    .where(sql.ref('left_at'), 'is', null)
    .execute();
  // requireAct's lookup on every musician route: a person's current memberships.
  await db.schema.createIndex('act_members_user_idx').on('act_members').columns(['user_id', 'left_at']).execute();

  await db.schema
    .alterTable('auth_sessions')
    .addColumn('current_act_id', 'integer', (c) => c.references('musician_profiles.id').onDelete('set null'))
    .execute();

  await addIdColumn(db.schema.createTable('act_invitations'), dialect)
    .addColumn('act_id', 'integer', (c) => c.notNull().references('musician_profiles.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('leader', 'member', 'crew')`))
    .addColumn('share_bps', 'integer', (c) => c.notNull().check(sql`share_bps >= 0 and share_bps <= 10000`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('withdrawn_at', 'text')
    .addColumn('accepted_at', 'text')
    .addColumn('accepted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('act_invitations_act_idx')
    .on('act_invitations')
    .columns(['act_id', 'created_at'])
    .execute();

  await sql`
    insert into act_members (act_id, user_id, role, share_bps, joined_at, left_at)
    select id, user_id, 'leader', 10000, created_at, null from musician_profiles order by id
  `.execute(db);
}
