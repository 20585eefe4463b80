import { sql, type Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../schema-helpers';

/**
 * Tips split by shares (docs/decisions/035-acts-and-members.md, "As built, step 3"). The money of
 * an act becomes its members' money:
 *
 * - `tip_splits`: each tip's net as it was split between the members, one row per member with a
 *   part (unique per tip and member), so refunds and disputes later split the way the tip was.
 * - `ledger_entries.member_user_id` and `withdrawals.member_user_id`: whose money a row is. Every
 *   existing row is the act's owner's (an act of one). Not null: PostgreSQL by the column, SQLite
 *   (which cannot add a NOT NULL column without a default) by triggers that refuse a null.
 * - The unique keys of the ledger gain the member: a tip, a refund, a dispute step and a price have
 *   one entry of each kind per member.
 * - `payout_accounts` are a person's (`user_id`, one per person, used for all their acts): each
 *   existing one moves to its act's owner.
 * - `act_audit_log`: what a member changed in the act (shares: who, old and new).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('tip_splits'), dialect)
    .addColumn('tip_id', 'integer', (c) => c.notNull().references('tips.id').onDelete('cascade'))
    .addColumn('act_id', 'integer', (c) => c.notNull().references('musician_profiles.id').onDelete('cascade'))
    .addColumn('member_user_id', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .execute();
  await db.schema
    .createIndex('tip_splits_tip_member_key')
    .on('tip_splits')
    .columns(['tip_id', 'member_user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('tip_splits_act_member_idx')
    .on('tip_splits')
    .columns(['act_id', 'member_user_id'])
    .execute();

  await addIdColumn(db.schema.createTable('act_audit_log'), dialect)
    .addColumn('act_id', 'integer', (c) => c.notNull().references('musician_profiles.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('act_audit_log_act_idx').on('act_audit_log').columns(['act_id', 'created_at']).execute();

  for (const table of ['ledger_entries', 'withdrawals'] as const) {
    await db.schema.alterTable(table).addColumn('member_user_id', 'integer').execute();
    await sql`
      update ${sql.table(table)} set member_user_id =
        (select p.user_id from musician_profiles p where p.id = ${sql.ref(`${table}.musician_id`)})
    `.execute(db);
    if (dialect === 'postgres') {
      await sql`alter table ${sql.table(table)} alter column member_user_id set not null`.execute(db);
    } else {
      for (const event of ['insert', 'update']) {
        await sql
          .raw(
            `create trigger ${table}_member_${event}_not_null before ${event} on ${table}
             when new.member_user_id is null
             begin select raise(abort, 'NOT NULL constraint failed: ${table}.member_user_id'); end`,
          )
          .execute(db);
      }
    }
  }
  await sql`
    insert into tip_splits (tip_id, act_id, member_user_id, amount)
    select tip_id, musician_id, member_user_id, amount from ledger_entries
    where entry_type = 'tip_received' and tip_id is not null and amount > 0
  `.execute(db);

  // A tip, refund, dispute step or price: one entry of each kind per member.
  for (const column of ['tip_id', 'refund_id', 'dispute_id', 'price_id']) {
    const name = `ledger_entries_${column.replace(/_id$/, '')}_key`;
    await db.schema.dropIndex(name).execute();
    await db.schema
      .createIndex(name)
      .on('ledger_entries')
      .columns([column, 'entry_type', 'member_user_id'])
      .unique()
      .where(sql.ref(column), 'is not', null)
      .execute();
  }
  // A member's balance in an act, and their withdrawals.
  await db.schema
    .createIndex('ledger_entries_member_idx')
    .on('ledger_entries')
    .columns(['musician_id', 'member_user_id', 'entry_type'])
    .execute();
  await db.schema
    .createIndex('withdrawals_member_idx')
    .on('withdrawals')
    .columns(['musician_id', 'member_user_id'])
    .execute();

  await movePayoutAccounts(db, dialect);
}

/** Payout accounts keyed by the person: the act's owner holds the act's account from now on. */
async function movePayoutAccounts(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await db.schema
      .alterTable('payout_accounts')
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .execute();
    await sql`
      update payout_accounts set user_id =
        (select p.user_id from musician_profiles p where p.id = payout_accounts.musician_id)
    `.execute(db);
    await sql`alter table payout_accounts alter column user_id set not null`.execute(db);
    await db.schema.alterTable('payout_accounts').dropColumn('musician_id').execute();
  } else {
    // SQLite cannot drop a UNIQUE column: the table is rebuilt with every row (ids included).
    await addIdColumn(db.schema.createTable('payout_accounts_next'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('provider_account_id', 'text', (c) => c.notNull().unique())
      .addColumn('details_submitted', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('payouts_enabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('requirements_due', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('bank_name', 'text')
      .addColumn('bank_last4', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await sql`
      insert into payout_accounts_next (id, user_id, provider, provider_account_id, details_submitted,
        payouts_enabled, requirements_due, bank_name, bank_last4, created_at, updated_at)
      select a.id, p.user_id, a.provider, a.provider_account_id, a.details_submitted, a.payouts_enabled,
        a.requirements_due, a.bank_name, a.bank_last4, a.created_at, a.updated_at
      from payout_accounts a join musician_profiles p on p.id = a.musician_id
    `.execute(db);
    await db.schema.dropTable('payout_accounts').execute();
    await db.schema.alterTable('payout_accounts_next').renameTo('payout_accounts').execute();
  }
  await db.schema.createIndex('payout_accounts_user_key').on('payout_accounts').column('user_id').unique().execute();
}
