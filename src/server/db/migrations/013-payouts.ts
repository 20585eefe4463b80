import { sql, type Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../schema-helpers';

const ENTRY_TYPES = [
  'tip_received',
  'withdrawal_requested',
  'withdrawal_returned',
  'withdrawal_paid',
  'tip_refunded',
  'dispute_held',
  'dispute_released',
  'dispute_lost',
];
const entryTypeCheck = sql`entry_type in (${sql.join(ENTRY_TYPES.map((type) => sql.lit(type)))})`;

/**
 * Money that leaves (docs/decisions/019-payouts-refunds-disputes.md). A refund or a dispute is a
 * row of its own (`tip_refunds`, `tip_disputes`) and new ledger entry types, never an edit of the
 * tip or of an earlier entry. A musician's payout account (`payout_accounts`: a Stripe Connect
 * Express account, or the local provider's test bank) is where an approved withdrawal is
 * transferred; the withdrawal keeps its stage (requested → approved → sent → paid, or failed /
 * rejected) and the provider's references. The local provider keeps its own test-mode records
 * (`local_refunds`, `local_bank_accounts`, `local_transfers`), as it keeps `local_payments`.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('tip_refunds'), dialect)
    .addColumn('tip_id', 'integer', (c) => c.notNull().references('tips.id').onDelete('cascade'))
    .addColumn('musician_id', 'integer', (c) => c.notNull().references('musician_profiles.id').onDelete('cascade'))
    // The provider's refund id: the webhook and the admin's action that made it meet on it.
    .addColumn('provider_refund_id', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('fee_amount', 'integer', (c) => c.notNull())
    .addColumn('net_amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('refunded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tip_refunds_tip_idx').on('tip_refunds').column('tip_id').execute();

  await addIdColumn(db.schema.createTable('tip_disputes'), dialect)
    .addColumn('tip_id', 'integer', (c) => c.notNull().references('tips.id').onDelete('cascade'))
    .addColumn('musician_id', 'integer', (c) => c.notNull().references('musician_profiles.id').onDelete('cascade'))
    .addColumn('provider_dispute_id', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    // The musician's share of the disputed amount: what is held while the dispute is open.
    .addColumn('net_amount', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'won', 'lost')`))
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .execute();

  await rebuildLedger(db, dialect);

  // The Songs Database's tips were never kept: what fans paid for each song so far.
  await sql`
    update songs set total_tips = (
      select coalesce(sum(tips.amount), 0) from tips
      join song_requests on song_requests.id = tips.request_id
      where song_requests.song_id = songs.id and tips.status = 'succeeded'
    )
  `.execute(db);

  await db.schema
    .alterTable('withdrawals')
    .addColumn('stage', 'text', (c) =>
      c
        .notNull()
        .defaultTo('requested')
        .check(sql`stage in ('requested', 'approved', 'sent', 'paid', 'failed', 'rejected')`),
    )
    .execute();
  for (const column of ['provider_account_id', 'provider_transfer_id', 'failure_reason', 'sent_at', 'paid_at']) {
    await db.schema.alterTable('withdrawals').addColumn(column, 'text').execute();
  }
  // Withdrawals decided before payouts existed: an approval meant paid, a rejection returned.
  await sql`update withdrawals set stage = case status when 'approved' then 'paid' when 'rejected' then 'rejected' else 'requested' end`.execute(
    db,
  );

  await addIdColumn(db.schema.createTable('payout_accounts'), dialect)
    .addColumn('musician_id', 'integer', (c) =>
      c.notNull().unique().references('musician_profiles.id').onDelete('cascade'),
    )
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_account_id', 'text', (c) => c.notNull().unique())
    .addColumn('details_submitted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payouts_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON array of Stripe's requirements.currently_due (what the musician still has to give).
    .addColumn('requirements_due', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('bank_name', 'text')
    .addColumn('bank_last4', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // The local provider's test mode: partial refunds, test bank accounts, transfers and payouts.
  await db.schema
    .createTable('local_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('local_payments.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('local_bank_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_holder', 'text', (c) => c.notNull())
    .addColumn('sort_code', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('local_transfers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('payout_id', 'text', (c) => c.unique())
    .addColumn('payout_status', 'text', (c) => c.check(sql`payout_status in ('paid', 'failed')`))
    .addColumn('failure_message', 'text')
    .addColumn('reversed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

/**
 * New entry types, and the refund or dispute an entry belongs to. PostgreSQL alters the CHECK in
 * place; SQLite cannot, so its table is rebuilt with every row kept (ids included).
 */
async function rebuildLedger(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`alter table ledger_entries drop constraint ledger_entries_entry_type_check`.execute(db);
    await sql`alter table ledger_entries add constraint ledger_entries_entry_type_check check (${entryTypeCheck})`.execute(
      db,
    );
    await db.schema
      .alterTable('ledger_entries')
      .addColumn('refund_id', 'integer', (c) => c.references('tip_refunds.id').onDelete('set null'))
      .execute();
    await db.schema
      .alterTable('ledger_entries')
      .addColumn('dispute_id', 'integer', (c) => c.references('tip_disputes.id').onDelete('set null'))
      .execute();
  } else {
    await addIdColumn(db.schema.createTable('ledger_entries_next'), dialect)
      .addColumn('musician_id', 'integer', (c) => c.notNull().references('musician_profiles.id').onDelete('cascade'))
      .addColumn('entry_type', 'text', (c) => c.notNull().check(entryTypeCheck))
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('tip_id', 'integer', (c) => c.references('tips.id').onDelete('set null'))
      .addColumn('withdrawal_id', 'integer', (c) => c.references('withdrawals.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('refund_id', 'integer', (c) => c.references('tip_refunds.id').onDelete('set null'))
      .addColumn('dispute_id', 'integer', (c) => c.references('tip_disputes.id').onDelete('set null'))
      .execute();
    await sql`
      insert into ledger_entries_next (id, musician_id, entry_type, amount, tip_id, withdrawal_id, created_at)
      select id, musician_id, entry_type, amount, tip_id, withdrawal_id, created_at from ledger_entries
    `.execute(db);
    await db.schema.dropTable('ledger_entries').execute();
    await db.schema.alterTable('ledger_entries_next').renameTo('ledger_entries').execute();
    await db.schema
      .createIndex('ledger_entries_musician_idx')
      .on('ledger_entries')
      .columns(['musician_id', 'entry_type'])
      .execute();
    await db.schema
      .createIndex('ledger_entries_tip_key')
      .on('ledger_entries')
      .columns(['tip_id', 'entry_type'])
      .unique()
      .where(sql.ref('tip_id'), 'is not', null)
      .execute();
    await db.schema
      .createIndex('ledger_entries_withdrawal_key')
      .on('ledger_entries')
      .columns(['withdrawal_id', 'entry_type'])
      .unique()
      .where(sql.ref('withdrawal_id'), 'is not', null)
      .execute();
  }
  // One entry of each kind per refund and per dispute step.
  await db.schema
    .createIndex('ledger_entries_refund_key')
    .on('ledger_entries')
    .columns(['refund_id', 'entry_type'])
    .unique()
    .where(sql.ref('refund_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('ledger_entries_dispute_key')
    .on('ledger_entries')
    .columns(['dispute_id', 'entry_type'])
    .unique()
    .where(sql.ref('dispute_id'), 'is not', null)
    .execute();
}
