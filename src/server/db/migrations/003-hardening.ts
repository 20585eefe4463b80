import type { Kysely } from 'kysely';
import type { Dialect } from '../schema-helpers';

/**
 * Sign-in sessions keep a keyed hash of the client address, never the address (the
 * addresses stored so far are dropped: they cannot be hashed in SQL). Client error reports are
 * kept once per fingerprint with a counter and when they were last seen, so a loop in one browser
 * or a thousand phones with one bug add one row. Catalogue songs entered by the demo seed or an
 * administrator are marked curated: public suggestions and trending show only curated songs and
 * songs that musicians or several phones vouched for (docs/decisions/004-public-song-curation.md).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('auth_sessions').dropColumn('ip').execute();
  await db.schema.alterTable('auth_sessions').addColumn('ip_hash', 'text').execute();

  await db.schema.alterTable('client_errors').addColumn('fingerprint', 'text').execute();
  await db.schema
    .alterTable('client_errors')
    .addColumn('occurrences', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('client_errors').addColumn('last_seen_at', 'text').execute();
  await db.schema
    .createIndex('client_errors_fingerprint_unique')
    .on('client_errors')
    .column('fingerprint')
    .unique()
    .execute();
  await db.schema.createIndex('client_errors_last_seen_idx').on('client_errors').column('last_seen_at').execute();

  await db.schema
    .alterTable('songs')
    .addColumn('is_curated', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('song_requests_song_idx').on('song_requests').columns(['song_id', 'status']).execute();
}
