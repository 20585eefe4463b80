import type { AppContext } from '../../context';
import { conflict } from '../../http/errors';
import { channels } from '../../realtime/event-bus';
import { isUniqueViolation } from '../../db/unique-violation';
import { authorizeOwner } from '../../security/policies';
import { csvDocument } from '../../text/csv';
import { flag } from '../../db/schema-helpers';
import { songIdentity, songKey } from '../../../shared/songs/song-key';
import {
  REPERTOIRE_LIMITS,
  repertoireMessages,
  type repertoireSongBody,
  type RepertoireSong,
} from '../../../shared/repertoire';
import type { z } from 'zod';
import {
  countRepertoire,
  deleteRepertoireSong,
  findRepertoireSong,
  insertRepertoire,
  listRepertoire,
  setRepertoireSongOpen,
  updateRepertoireSong,
  type RepertoireRow,
} from './queries';

type SongInput = z.output<typeof repertoireSongBody>;

export function rowOf(song: SongInput): RepertoireRow {
  return {
    title: song.title,
    artist: song.artist,
    song_key: song.song_key,
    notes: song.notes,
    is_open: flag(song.is_open),
    match_key: songIdentity(song.title, song.artist),
    title_key: songKey(song.title),
  };
}

export const listSongs = (ctx: AppContext, musicianId: number): Promise<RepertoireSong[]> =>
  listRepertoire(ctx.db, musicianId);

/** Adds one song, under the list's lock (as an import takes it) so the size cap holds under races. */
export async function addSong(ctx: AppContext, musicianId: number, song: SongInput): Promise<RepertoireSong> {
  const at = ctx.clock.now().toISOString();
  return ctx.bus.transaction([channels.musicianRepertoire(musicianId)], async (trx) => {
    if ((await countRepertoire(trx, musicianId)) >= REPERTOIRE_LIMITS.songs)
      throw conflict(repertoireMessages.full, 'repertoire_full');
    const [added] = await insertRepertoire(trx, musicianId, [rowOf(song)], at);
    if (!added) throw conflict(repertoireMessages.duplicate, 'duplicate_song');
    const { match_key: _, ...created } = added;
    return created;
  });
}

export async function editSong(ctx: AppContext, musicianId: number, id: number, song: SongInput) {
  authorizeOwner('repertoireSong', await findRepertoireSong(ctx.db, id), musicianId);
  try {
    return await updateRepertoireSong(ctx.db, id, rowOf(song), ctx.clock.now().toISOString());
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(repertoireMessages.duplicate, 'duplicate_song');
    throw error;
  }
}

export async function setSongOpen(ctx: AppContext, musicianId: number, id: number, isOpen: boolean) {
  authorizeOwner('repertoireSong', await findRepertoireSong(ctx.db, id), musicianId);
  return setRepertoireSongOpen(ctx.db, id, flag(isOpen), ctx.clock.now().toISOString());
}

export async function removeSong(ctx: AppContext, musicianId: number, id: number): Promise<void> {
  authorizeOwner('repertoireSong', await findRepertoireSong(ctx.db, id), musicianId);
  await deleteRepertoireSong(ctx.db, id);
}

/** The list as a spreadsheet: the same columns an import reads, so it can go back in as it is. */
export async function repertoireCsv(ctx: AppContext, musicianId: number): Promise<string> {
  const songs = await listRepertoire(ctx.db, musicianId);
  return csvDocument([
    ['Title', 'Artist', 'Key', 'Notes', 'Open to requests'],
    ...songs.map((song) => [song.title, song.artist, song.song_key, song.notes, song.is_open ? 'yes' : 'no']),
  ]);
}
