import { sql, type Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../schema-helpers';

/**
 * The whole data model of both spec documents, so later work adds behaviour rather than churning
 * the schema. Money columns are integer pence; booleans are 0/1; instants are ISO-8601 UTC text.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const table = (name: string) => addIdColumn(db.schema.createTable(name), dialect);

  await table('users')
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('user_type', 'text', (c) => c.notNull().check(sql`user_type in ('musician', 'fan', 'admin')`))
    .addColumn('name', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('google_subject', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // Only a hash of the cookie token is stored, so a database leak does not leak live sessions.
  await table('auth_sessions')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('user', 'admin')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('auth_sessions_user_idx').on('auth_sessions').column('user_id').execute();

  // PKCE verifier and nonce of a Google sign-in in flight, looked up by its state parameter.
  await table('oauth_states')
    .addColumn('state', 'text', (c) => c.notNull().unique())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await table('musician_profiles')
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('stage_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bio', 'text')
    .addColumn('instagram_handle', 'text')
    .addColumn('website_url', 'text')
    .addColumn('profile_photo_url', 'text')
    .addColumn('music_styles', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('favorite_singers', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('qr_code_id', 'text', (c) => c.notNull().unique())
    // privacy
    .addColumn('public_profile_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('show_upcoming_gigs', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('allow_direct_messages', 'integer', (c) => c.notNull().defaultTo(1))
    // notifications (spec 2 §3: three on, marketing off)
    .addColumn('email_new_requests', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('email_payment_received', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('email_gig_reminders', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('email_marketing', 'integer', (c) => c.notNull().defaultTo(0))
    // pricing, pence
    .addColumn('custom_pricing_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('default_request_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('premium_request_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('suggested_tip_amounts', 'text', (c) => c.notNull().defaultTo('£1,£2,£5,£10'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // One subscription row per musician holds the billing state; its payments are listed apart.
  await table('subscriptions')
    .addColumn('musician_id', 'integer', (c) =>
      c.notNull().unique().references('musician_profiles.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('free', 'trial', 'active', 'cancelling', 'cancelled', 'inactive')`),
    )
    .addColumn('plan', 'text', (c) => c.check(sql`plan in ('monthly', 'yearly')`))
    .addColumn('amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('billing_interval', 'text', (c) => c.check(sql`billing_interval in ('month', 'year')`))
    .addColumn('trial_ends_at', 'text')
    .addColumn('current_period_start', 'text')
    .addColumn('current_period_end', 'text')
    .addColumn('next_billing_date', 'text')
    .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancelled_at', 'text')
    .addColumn('provider', 'text', (c) => c.notNull().defaultTo('local'))
    .addColumn('provider_customer_id', 'text')
    .addColumn('provider_subscription_id', 'text', (c) => c.unique())
    .addColumn('payment_method_brand', 'text')
    .addColumn('payment_method_last4', 'text')
    .addColumn('has_payment_method', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await table('subscription_payments')
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'paid', 'failed', 'refunded')`))
    .addColumn('provider_payment_id', 'text', (c) => c.unique())
    .addColumn('period_start', 'text')
    .addColumn('period_end', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('subscription_payments_sub_idx')
    .on('subscription_payments')
    .column('subscription_id')
    .execute();

  await table('venues')
    .addColumn('venue_name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('location_address', 'text')
    .addColumn('city', 'text')
    .addColumn('country', 'text')
    .addColumn('venue_type', 'text', (c) =>
      c.check(
        sql`venue_type in ('bar', 'restaurant', 'pub', 'club', 'theater', 'concert_hall', 'wedding_venue', 'function_venue', 'outdoor', 'other')`,
      ),
    )
    .addColumn('description', 'text')
    .addColumn('website_url', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('place_id', 'text')
    .addColumn('usage_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('venues_name_key_idx').on('venues').column('name_key').execute();

  await table('saved_venues')
    .addColumn('musician_id', 'integer', (c) => c.notNull().references('musician_profiles.id').onDelete('cascade'))
    .addColumn('venue_id', 'integer', (c) => c.references('venues.id').onDelete('set null'))
    .addColumn('venue_name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('location_address', 'text')
    .addColumn('usage_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('saved_venues_musician_name_unique', ['musician_id', 'name_key'])
    .execute();

  await table('scheduled_gigs')
    .addColumn('musician_id', 'integer', (c) => c.notNull().references('musician_profiles.id').onDelete('cascade'))
    .addColumn('venue_id', 'integer', (c) => c.references('venues.id').onDelete('set null'))
    .addColumn('venue_name', 'text', (c) => c.notNull())
    .addColumn('location_address', 'text')
    .addColumn('session_name', 'text')
    .addColumn('scheduled_date', 'text', (c) => c.notNull())
    .addColumn('scheduled_start_time', 'text', (c) => c.notNull())
    .addColumn('scheduled_end_time', 'text')
    .addColumn('is_publicly_visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('scheduled_gigs_date_idx')
    .on('scheduled_gigs')
    .columns(['scheduled_date', 'scheduled_start_time'])
    .execute();
  await db.schema.createIndex('scheduled_gigs_musician_idx').on('scheduled_gigs').column('musician_id').execute();

  await table('live_sessions')
    .addColumn('musician_id', 'integer', (c) => c.notNull().references('musician_profiles.id').onDelete('cascade'))
    .addColumn('venue_id', 'integer', (c) => c.references('venues.id').onDelete('set null'))
    .addColumn('venue_name', 'text', (c) => c.notNull())
    .addColumn('session_name', 'text', (c) => c.notNull().defaultTo('Live Session'))
    .addColumn('location_address', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'paused', 'ended')`))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('planned_end_at', 'text')
    .addColumn('ended_at', 'text')
    .addColumn('ended_by', 'text', (c) => c.check(sql`ended_by in ('musician', 'admin', 'system')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // At most one open (active or paused) session per musician, enforced by the database itself.
  await db.schema
    .createIndex('live_sessions_one_open_per_musician')
    .on('live_sessions')
    .column('musician_id')
    .unique()
    .where(sql.ref('status'), '<>', 'ended')
    .execute();
  await db.schema
    .createIndex('live_sessions_status_idx')
    .on('live_sessions')
    .columns(['status', 'started_at'])
    .execute();

  await table('songs')
    .addColumn('song_title', 'text', (c) => c.notNull())
    .addColumn('artist_name', 'text')
    // Lower-cased, space-collapsed title and artist ('' for none): the catalogue's identity.
    .addColumn('title_key', 'text', (c) => c.notNull())
    .addColumn('artist_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('total_requests', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_tips', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unique_musicians', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('times_played', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_requested_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('songs_identity_unique', ['title_key', 'artist_key'])
    .execute();

  await table('song_requests')
    .addColumn('session_id', 'integer', (c) => c.notNull().references('live_sessions.id').onDelete('cascade'))
    .addColumn('musician_id', 'integer', (c) => c.notNull().references('musician_profiles.id').onDelete('cascade'))
    .addColumn('song_id', 'integer', (c) => c.references('songs.id').onDelete('set null'))
    .addColumn('song_title', 'text', (c) => c.notNull())
    .addColumn('artist_name', 'text')
    .addColumn('fan_name', 'text')
    .addColumn('message', 'text')
    .addColumn('tip_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'accepted', 'played', 'declined')`),
    )
    .addColumn('device_id', 'text')
    .addColumn('ip_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('played_at', 'text')
    .addColumn('declined_at', 'text')
    .execute();
  await db.schema
    .createIndex('song_requests_session_idx')
    .on('song_requests')
    .columns(['session_id', 'created_at'])
    .execute();
  await db.schema.createIndex('song_requests_musician_idx').on('song_requests').column('musician_id').execute();
  await db.schema.createIndex('song_requests_created_idx').on('song_requests').column('created_at').execute();
  await db.schema
    .createIndex('song_requests_device_idx')
    .on('song_requests')
    .columns(['session_id', 'device_id'])
    .execute();

  await table('messages')
    .addColumn('musician_id', 'integer', (c) => c.notNull().references('musician_profiles.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_starred', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_archived', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('messages_musician_idx').on('messages').columns(['musician_id', 'created_at']).execute();

  // A fan's tip: gross amount, the platform fee and what the musician keeps, all in pence.
  await table('tips')
    .addColumn('musician_id', 'integer', (c) => c.notNull().references('musician_profiles.id').onDelete('cascade'))
    .addColumn('request_id', 'integer', (c) => c.references('song_requests.id').onDelete('set null'))
    .addColumn('session_id', 'integer', (c) => c.references('live_sessions.id').onDelete('set null'))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('fee_amount', 'integer', (c) => c.notNull())
    .addColumn('net_amount', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'succeeded', 'failed', 'refunded')`),
    )
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_payment_id', 'text', (c) => c.unique())
    .addColumn('fan_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tips_musician_idx').on('tips').columns(['musician_id', 'status']).execute();

  await table('withdrawals')
    .addColumn('musician_id', 'integer', (c) => c.notNull().references('musician_profiles.id').onDelete('cascade'))
    .addColumn('amount_requested', 'integer', (c) => c.notNull().check(sql`amount_requested > 0`))
    .addColumn('fee_amount', 'integer', (c) => c.notNull())
    .addColumn('net_amount', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'approved', 'rejected')`))
    .addColumn('processed_at', 'text')
    .addColumn('processed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('provider_payout_id', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('withdrawals_musician_idx')
    .on('withdrawals')
    .columns(['musician_id', 'status'])
    .execute();

  // A single row (id = 1) with the spec's defaults. The fee is kept in basis points (500 = 5 %)
  // so fee arithmetic stays in integers.
  await table('platform_settings')
    .addColumn('maintenance_mode', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('platform_fee_basis_points', 'integer', (c) => c.notNull().defaultTo(500))
    .addColumn('subscription_price_monthly', 'integer', (c) => c.notNull().defaultTo(1500))
    .addColumn('subscription_price_yearly', 'integer', (c) => c.notNull().defaultTo(14400))
    .addColumn('minimum_withdrawal_amount', 'integer', (c) => c.notNull().defaultTo(500))
    .addColumn('maximum_withdrawal_amount', 'integer', (c) => c.notNull().defaultTo(100000))
    .addColumn('auto_approve_withdrawals', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('trial_period_days', 'integer', (c) => c.notNull().defaultTo(14))
    .addColumn('featured_musicians_limit', 'integer', (c) => c.notNull().defaultTo(6))
    .addColumn('user_registration_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('musician_signup_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('public_sessions_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('analytics_retention_days', 'integer', (c) => c.notNull().defaultTo(365))
    .addColumn('email_notifications_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await (db as Kysely<{ platform_settings: { id: number; updated_at: string } }>)
    .insertInto('platform_settings')
    .values({ id: 1, updated_at: new Date().toISOString() })
    .execute();

  await table('client_errors')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('stack', 'text')
    .addColumn('component_stack', 'text')
    .addColumn('url', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('occurred_at', 'text')
    .addColumn('ip_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await table('email_outbox')
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('queued', 'sent', 'logged', 'failed')`))
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();

  // The real-time event log: SSE streams replay from it after a reconnect (Last-Event-ID), and
  // its ids order events across server instances. Old rows are purged.
  await table('realtime_events')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('realtime_events_channel_idx').on('realtime_events').columns(['channel', 'id']).execute();
}
