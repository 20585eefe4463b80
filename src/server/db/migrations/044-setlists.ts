import { type Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../schema-helpers';

/**
 * Setlists (docs/decisions/043-setlists.md): an act's named plans, each with ordered sets of
 * ordered songs. A setlist is saved whole; `version` grows by one per save, and a save carrying an
 * older version is refused (409), so of two devices reordering at once the later one is told. Songs
 * copy their title and artist from the repertoire; `repertoire_song_id` only remembers the source.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('setlists'), dialect)
    .addColumn('musician_id', 'integer', (c) => c.notNull().references('musician_profiles.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('setlists_musician_idx').on('setlists').columns(['musician_id', 'updated_at']).execute();

  await addIdColumn(db.schema.createTable('setlist_sets'), dialect)
    .addColumn('setlist_id', 'integer', (c) => c.notNull().references('setlists.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('setlist_sets_position_idx')
    .on('setlist_sets')
    .columns(['setlist_id', 'position'])
    .unique()
    .execute();

  await addIdColumn(db.schema.createTable('setlist_items'), dialect)
    .addColumn('setlist_id', 'integer', (c) => c.notNull().references('setlists.id').onDelete('cascade'))
    .addColumn('set_id', 'integer', (c) => c.notNull().references('setlist_sets.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('artist', 'text')
    .addColumn('repertoire_song_id', 'integer', (c) => c.references('repertoire_songs.id').onDelete('set null'))
    .addColumn('length_seconds', 'integer')
    .addColumn('song_key', 'text')
    .addColumn('note', 'text')
    .execute();
  await db.schema
    .createIndex('setlist_items_position_idx')
    .on('setlist_items')
    .columns(['set_id', 'position'])
    .unique()
    .execute();
  await db.schema.createIndex('setlist_items_setlist_idx').on('setlist_items').column('setlist_id').execute();
  await db.schema.createIndex('setlist_items_song_idx').on('setlist_items').column('repertoire_song_id').execute();

  await db.schema
    .alterTable('scheduled_gigs')
    .addColumn('setlist_id', 'integer', (c) => c.references('setlists.id').onDelete('set null'))
    .execute();
}
