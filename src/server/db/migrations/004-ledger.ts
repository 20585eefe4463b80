import { sql, type Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../schema-helpers';

/**
 * The musician's money as an append-only ledger (docs/decisions/005-ledger.md): every movement is
 * a row in integer pence, a musician's available balance is the sum of their rows, and no row is
 * ever updated. Withdrawals keep their status for people; the ledger keeps the money.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('ledger_entries'), dialect)
    .addColumn('musician_id', 'integer', (c) => c.notNull().references('musician_profiles.id').onDelete('cascade'))
    .addColumn('entry_type', 'text', (c) =>
      c
        .notNull()
        .check(sql`entry_type in ('tip_received', 'withdrawal_requested', 'withdrawal_returned', 'withdrawal_paid')`),
    )
    // The movement's effect on the available balance: + a tip (net of the platform fee), − a
    // withdrawal requested, + one returned; 0 for a paid withdrawal (its amount left the balance
    // when it was requested).
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('tip_id', 'integer', (c) => c.references('tips.id').onDelete('set null'))
    .addColumn('withdrawal_id', 'integer', (c) => c.references('withdrawals.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ledger_entries_musician_idx')
    .on('ledger_entries')
    .columns(['musician_id', 'entry_type'])
    .execute();
  // A tip is credited once; a withdrawal is requested, returned or paid at most once each.
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

  // Tips stored before the ledger existed (demo data) are credited once, here.
  await sql`
    insert into ledger_entries (musician_id, entry_type, amount, tip_id, created_at)
    select musician_id, 'tip_received', net_amount, id, created_at from tips where status = 'succeeded'
  `.execute(db);
}
