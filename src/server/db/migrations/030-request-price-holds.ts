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
  'price_received',
  'price_refunded',
];
const entryTypeCheck = sql`entry_type in (${sql.join(ENTRY_TYPES.map((type) => sql.lit(type)))})`;

/**
 * A request's price is paid only if it is played (docs/decisions/036-request-price-holds.md): the
 * card is authorised when the fan sends and captured when the musician accepts or plays it.
 * `request_prices` keeps each price's money (held → captured → perhaps refunded, or released) and
 * the ledger gains `price_received` and `price_refunded`, apart from tips. The request itself
 * carries `price_state` for the pages that show it. The local provider learns manual capture and
 * keeps a running refunded amount, so a refund's check and its write are one conditional UPDATE.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('request_prices'), dialect)
    .addColumn('request_id', 'integer', (c) => c.notNull().unique().references('song_requests.id').onDelete('cascade'))
    .addColumn('musician_id', 'integer', (c) => c.notNull().references('musician_profiles.id').onDelete('cascade'))
    .addColumn('session_id', 'integer', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_payment_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('tip_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fee_amount', 'integer', (c) => c.notNull())
    .addColumn('net_amount', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('held')
        .check(sql`status in ('held', 'captured', 'released', 'refunded')`),
    )
    .addColumn('provider_refund_id', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema
    .createIndex('request_prices_status_idx')
    .on('request_prices')
    .columns(['status', 'session_id'])
    .execute();
  await db.schema
    .createIndex('request_prices_payment_idx')
    .on('request_prices')
    .column('provider_payment_id')
    .execute();

  await db.schema
    .alterTable('song_requests')
    .addColumn('price_state', 'text', (c) => c.check(sql`price_state in ('held', 'paid', 'released', 'refunded')`))
    .execute();
  // Prices taken before holds existed were charged with their request: they read as paid.
  await sql`update song_requests set price_state = 'paid' where price_amount > 0`.execute(db);

  await db.schema
    .alterTable('local_payments')
    .addColumn('capture_method', 'text', (c) => c.notNull().defaultTo('automatic'))
    .execute();
  await db.schema.alterTable('local_payments').addColumn('amount_captured', 'integer').execute();
  await db.schema
    .alterTable('local_payments')
    .addColumn('amount_refunded', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update local_payments set amount_refunded = (
      select coalesce(sum(amount), 0) from local_refunds where local_refunds.payment_id = local_payments.id
    )
  `.execute(db);
  await db.schema.alterTable('local_refunds').addColumn('purpose', 'text').execute();

  await rebuildLedger(db, dialect);
}

/**
 * The two price entry types and the price an entry belongs to. PostgreSQL alters the CHECK in
 * place; SQLite cannot, so its table is rebuilt with every row kept (ids included), as in 013.
 */
async function rebuildLedger(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`alter table ledger_entries drop constraint ledger_entries_entry_type_check`.execute(db);
    await sql`alter table ledger_entries add constraint ledger_entries_entry_type_check check (${entryTypeCheck})`.execute(
      db,
    );
    await db.schema
      .alterTable('ledger_entries')
      .addColumn('price_id', 'integer', (c) => c.references('request_prices.id').onDelete('set null'))
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
      .addColumn('price_id', 'integer', (c) => c.references('request_prices.id').onDelete('set null'))
      .execute();
    await sql`
      insert into ledger_entries_next (id, musician_id, entry_type, amount, tip_id, withdrawal_id, created_at, refund_id, dispute_id)
      select id, musician_id, entry_type, amount, tip_id, withdrawal_id, created_at, refund_id, dispute_id from ledger_entries
    `.execute(db);
    await db.schema.dropTable('ledger_entries').execute();
    await db.schema.alterTable('ledger_entries_next').renameTo('ledger_entries').execute();
    await db.schema
      .createIndex('ledger_entries_musician_idx')
      .on('ledger_entries')
      .columns(['musician_id', 'entry_type'])
      .execute();
    for (const column of ['tip_id', 'withdrawal_id', 'refund_id', 'dispute_id']) {
      const name = column.replace(/_id$/, '');
      await db.schema
        .createIndex(`ledger_entries_${name}_key`)
        .on('ledger_entries')
        .columns([column, 'entry_type'])
        .unique()
        .where(sql.ref(column), 'is not', null)
        .execute();
    }
  }
  // One entry of each kind per price: received once, refunded once.
  await db.schema
    .createIndex('ledger_entries_price_key')
    .on('ledger_entries')
    .columns(['price_id', 'entry_type'])
    .unique()
    .where(sql.ref('price_id'), 'is not', null)
    .execute();
}
