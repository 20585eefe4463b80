import { sql, type Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../schema-helpers';

/**
 * Recurring gigs (docs/decisions/048-recurring-gigs.md). A series is a rule; each of its dates is
 * an ordinary `scheduled_gigs` row with `series_id` and `series_date` (the date the rule gave it,
 * kept when the date is moved), so every list, reminder, feed and "go live" works per date. A
 * cancelled date leaves `scheduled_gigs` for `gig_cancellations`: the generator never makes it
 * again, and the feeds can still tell calendars it is cancelled.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('gig_series'), dialect)
    .addColumn('musician_id', 'integer', (c) => c.notNull().references('musician_profiles.id').onDelete('cascade'))
    .addColumn('frequency', 'text', (c) => c.notNull().check(sql`frequency in ('weekly', 'fortnightly', 'monthly')`))
    .addColumn('first_date', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text')
    .addColumn('occurrences', 'integer')
    .addColumn('generated_through', 'text', (c) => c.notNull())
    .addColumn('generated_count', 'integer', (c) => c.notNull().defaultTo(0))
    // What each new date is made from: the first date's details, then "this and following" edits.
    .addColumn('venue_id', 'integer')
    .addColumn('venue_name', 'text', (c) => c.notNull())
    .addColumn('location_address', 'text')
    .addColumn('session_name', 'text')
    .addColumn('scheduled_start_time', 'text', (c) => c.notNull())
    .addColumn('scheduled_end_time', 'text')
    .addColumn('is_publicly_visible', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gig_series_musician_idx').on('gig_series').column('musician_id').execute();

  await db.schema
    .alterTable('scheduled_gigs')
    .addColumn('series_id', 'integer', (c) => c.references('gig_series.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('scheduled_gigs').addColumn('series_date', 'text').execute();
  await db.schema
    .createIndex('scheduled_gigs_series_date_idx')
    .on('scheduled_gigs')
    .columns(['series_id', 'series_date'])
    .unique()
    .execute();

  await db.schema
    .createTable('gig_cancellations')
    .addColumn('gig_id', 'integer', (c) => c.primaryKey())
    .addColumn('series_id', 'integer', (c) => c.notNull().references('gig_series.id').onDelete('cascade'))
    .addColumn('musician_id', 'integer', (c) => c.notNull().references('musician_profiles.id').onDelete('cascade'))
    .addColumn('series_date', 'text', (c) => c.notNull())
    .addColumn('venue_name', 'text', (c) => c.notNull())
    .addColumn('location_address', 'text')
    .addColumn('session_name', 'text')
    .addColumn('scheduled_date', 'text', (c) => c.notNull())
    .addColumn('scheduled_start_time', 'text', (c) => c.notNull())
    .addColumn('scheduled_end_time', 'text')
    .addColumn('is_publicly_visible', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('gig_cancellations_series_date_idx')
    .on('gig_cancellations')
    .columns(['series_id', 'series_date'])
    .unique()
    .execute();
  await db.schema
    .createIndex('gig_cancellations_musician_idx')
    .on('gig_cancellations')
    .columns(['musician_id', 'scheduled_date'])
    .execute();
}
