import { sql, type Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../schema-helpers';

/**
 * Invoices and credit notes for the plan (docs/decisions/049-invoices.md). Each kind has its own
 * sequence in `billing_counters`; a document is numbered in the transaction that takes the
 * counter's row, so numbers have no gaps and no repeats. `reference` says what a document is for
 * ("invoice:{payment}", "credit:{payment}:{refunded so far}") so none is issued twice. The
 * platform's name and address printed on them are settings.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('platform_settings')
    .addColumn('business_name', 'text', (c) => c.notNull().defaultTo('Stagecall'))
    .execute();
  await db.schema
    .alterTable('platform_settings')
    .addColumn('business_address', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('billing_counters')
    .addColumn('kind', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('billing_counters' as never)
    .values([
      { kind: 'invoice', last_number: 0 },
      { kind: 'credit_note', last_number: 0 },
    ] as never)
    .execute();

  await addIdColumn(db.schema.createTable('billing_documents'), dialect)
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('invoice', 'credit_note')`))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('musician_id', 'integer', (c) => c.notNull().references('musician_profiles.id').onDelete('cascade'))
    .addColumn('subscription_payment_id', 'integer', (c) =>
      c.notNull().references('subscription_payments.id').onDelete('cascade'),
    )
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('billing_documents_number_idx')
    .on('billing_documents')
    .columns(['kind', 'number'])
    .unique()
    .execute();
  await db.schema
    .createIndex('billing_documents_musician_idx')
    .on('billing_documents')
    .columns(['musician_id', 'issued_at'])
    .execute();
}
