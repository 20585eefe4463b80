import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../schema-helpers';

/**
 * Money II (docs/decisions/013-subscriptions.md). The subscription row of the first migration
 * already holds the billing state; renewals add a count of failed attempts in a row (a renewal is
 * retried, then lapses). The built-in `local` provider keeps what Stripe would keep for it: the
 * musician's saved test card (`local_cards`, one per customer, replaced by a new card) and the
 * checkout a musician pays a plan through (`local_subscription_checkouts`, completed once).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('subscriptions')
    .addColumn('renewal_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('local_cards')
    .addColumn('customer_id', 'text', (c) => c.primaryKey())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('local_subscription_checkouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('plan', 'text', (c) => c.notNull().check(sql`plan in ('monthly', 'yearly')`))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('trial_days', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'completed', 'expired')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
