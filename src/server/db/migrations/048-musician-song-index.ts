import type { Kysely } from 'kysely';

/**
 * The catalogue counts a musician once per song (`songs.unique_musicians`): every request asks
 * whether this musician was asked for this song before (features/songs/catalogue.ts, and the
 * PostgreSQL intake function of migration 028). With only `(musician_id)` to go by, that question
 * read every request the musician had ever had until it met the song: a fan's send cost twice as
 * much at 10,000 requests as at 1,000 (issue 48, bench/README.md). `(musician_id, song_id)`
 * answers it in one probe, and still serves every look-up by musician, so it replaces the old
 * index rather than adding one more to each insert.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('song_requests_musician_song_idx')
    .on('song_requests')
    .columns(['musician_id', 'song_id'])
    .execute();
  await db.schema.dropIndex('song_requests_musician_idx').execute();
}
