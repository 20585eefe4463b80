import { sql, type Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../schema-helpers';

/**
 * Money I (docs/decisions/006-tips-and-payments.md). `local_payments` is the built-in test-mode
 * provider's own record of a payment, shaped like a Stripe PaymentIntent, so the app above it
 * cannot tell the two apart. `request_checkouts` holds a tipped request while the fan pays: the
 * request enters the musician's queue only when its payment has succeeded, and a declined or
 * abandoned payment leaves nothing but this row. A paid request (custom pricing) goes the same way,
 * its price and premium choice kept beside the tip. `payment_events` remembers each provider event
 * handled, so a replayed webhook changes nothing.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('local_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(sql`status in ('requires_payment_method', 'requires_action', 'succeeded', 'canceled', 'refunded')`),
    )
    .addColumn('client_secret', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('metadata', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('last_error', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await addIdColumn(db.schema.createTable('request_checkouts'), dialect)
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('session_id', 'integer', (c) => c.notNull().references('live_sessions.id').onDelete('cascade'))
    .addColumn('musician_id', 'integer', (c) => c.notNull().references('musician_profiles.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_payment_id', 'text', (c) => c.unique())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('tip_amount', 'integer', (c) => c.notNull())
    .addColumn('price_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_premium', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('song_title', 'text', (c) => c.notNull())
    .addColumn('artist_name', 'text')
    .addColumn('fan_name', 'text')
    .addColumn('message', 'text')
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('ip_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('awaiting_payment', 'completed', 'failed', 'expired', 'refunded')`),
    )
    .addColumn('failure_message', 'text')
    .addColumn('request_id', 'integer', (c) => c.references('song_requests.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('request_checkouts_status_idx')
    .on('request_checkouts')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_events_pk', ['provider', 'event_id'])
    .execute();

  // A paid request's price (spec 2 pricing) beside its tip; premium requests are played sooner.
  await db.schema
    .alterTable('song_requests')
    .addColumn('price_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('song_requests')
    .addColumn('is_premium', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // One tip per request, and a tip row only for a payment that succeeded (see the decision record).
  await db.schema
    .createIndex('tips_request_key')
    .on('tips')
    .column('request_id')
    .unique()
    .where(sql.ref('request_id'), 'is not', null)
    .execute();
}
