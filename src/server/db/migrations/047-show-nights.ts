import { sql, type Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../schema-helpers';

/**
 * The night on stage (docs/decisions/043-setlists.md, points 3–5 of issue 45):
 *
 * - `show_set_items`: the show's own copy of the setlist it went live with (editing the setlist
 *   during the show changes nothing on stage), and the requests slotted between its songs. Ordered
 *   by `position`, then id; a song is `upcoming`, `played` or `skipped`.
 * - `show_played`: the night's played list, one row per song marked played (set songs and
 *   requests), appended by the stage action that played it and removed by its Undo.
 * - `live_sessions`: the setlist chosen (its name kept, the setlist may be deleted later), the
 *   song of the night playing now, and the per-show switch that shows fans what is coming up.
 * - `musician_profiles.publish_played_list`: the act shows its latest played lists on its artist
 *   page (off by default).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('show_set_items'), dialect)
    .addColumn('live_session_id', 'integer', (c) => c.notNull().references('live_sessions.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('set_name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('artist', 'text')
    .addColumn('musical_key', 'text')
    .addColumn('length_seconds', 'integer')
    .addColumn('note', 'text')
    .addColumn('request_id', 'integer', (c) => c.references('song_requests.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('upcoming')
        .check(sql`state in ('upcoming', 'played', 'skipped')`),
    )
    .addColumn('played_at', 'text')
    .execute();
  await db.schema
    .createIndex('show_set_items_session_idx')
    .on('show_set_items')
    .columns(['live_session_id', 'position'])
    .execute();

  await addIdColumn(db.schema.createTable('show_played'), dialect)
    .addColumn('live_session_id', 'integer', (c) => c.notNull().references('live_sessions.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('set', 'request')`))
    .addColumn('show_set_item_id', 'integer', (c) => c.references('show_set_items.id').onDelete('set null'))
    .addColumn('request_id', 'integer', (c) => c.references('song_requests.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('artist', 'text')
    .addColumn('requests', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('played_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('show_played_position_key')
    .on('show_played')
    .columns(['live_session_id', 'position'])
    .unique()
    .execute();

  await db.schema
    .alterTable('live_sessions')
    .addColumn('setlist_id', 'integer', (c) => c.references('setlists.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('live_sessions').addColumn('setlist_name', 'text').execute();
  await db.schema.alterTable('live_sessions').addColumn('now_playing_item_id', 'integer').execute();
  await db.schema
    .alterTable('live_sessions')
    .addColumn('coming_up_public', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('musician_profiles')
    .addColumn('publish_played_list', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
