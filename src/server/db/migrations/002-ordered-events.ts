import type { Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../schema-helpers';

/**
 * Events ordered per channel in commit order (docs/decisions/003), fan-limit checks that cost
 * O(limit), and rate-limit counters every instance shares.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  // One row per channel: its newest sequence number. A transaction that writes an event first
  // locks its channel's row, so per channel the numbers follow commit order with no gaps.
  await db.schema
    .createTable('realtime_channels')
    .addColumn('channel', 'text', (c) => c.primaryKey())
    .addColumn('last_seq', 'integer', (c) => c.notNull())
    .execute();

  // The log is rebuilt with the per-channel sequence. Its rows only serve reconnects within a day,
  // so the old ones (numbered by a global id no client can resume from any more) are dropped.
  await db.schema.dropTable('realtime_events').execute();
  await addIdColumn(db.schema.createTable('realtime_events'), dialect)
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('realtime_events_channel_seq_key', ['channel', 'seq'])
    .execute();
  await db.schema.createIndex('realtime_events_created_idx').on('realtime_events').column('created_at').execute();

  // The fan limits count a phone's and an address's requests of one show in the last hour; with
  // these indexes that reads at most the limit's worth of index entries, however long the show.
  await db.schema.dropIndex('song_requests_device_idx').execute();
  await db.schema
    .createIndex('song_requests_device_idx')
    .on('song_requests')
    .columns(['session_id', 'device_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('song_requests_ip_idx')
    .on('song_requests')
    .columns(['session_id', 'ip_hash', 'created_at'])
    .execute();

  // Fixed-window counters of the HTTP rate limits (sign-in, sign-up, contact…), shared by every
  // instance on PostgreSQL.
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', dialect === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_hits_reset_idx').on('rate_limit_hits').column('reset_at').execute();
}
