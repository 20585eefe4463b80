import type { Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../schema-helpers';

/**
 * The musician's repertoire: the songs they actually play, with an optional key and
 * notes, each open to requests or not. `match_key` is the song's identity (title and artist,
 * case- and space-insensitive, as the catalogue counts them), unique per musician, so an import
 * cannot add a song twice however many lines or requests race. A show may take only these songs.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('repertoire_songs'), dialect)
    .addColumn('musician_id', 'integer', (c) => c.notNull().references('musician_profiles.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('artist', 'text')
    .addColumn('song_key', 'text')
    .addColumn('notes', 'text')
    .addColumn('is_open', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('match_key', 'text', (c) => c.notNull())
    .addColumn('title_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('repertoire_songs_match_unique')
    .on('repertoire_songs')
    .columns(['musician_id', 'match_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('repertoire_songs_title_idx')
    .on('repertoire_songs')
    .columns(['musician_id', 'title_key'])
    .execute();
  await db.schema
    .alterTable('live_sessions')
    .addColumn('repertoire_only', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
