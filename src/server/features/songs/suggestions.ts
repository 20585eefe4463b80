import type { AppContext } from '../../context';
import { SONG_SEARCH_MAX_RESULTS, type SongSuggestion } from '../../../shared/songs';
import { songIdentity, songKey } from '../../../shared/songs/song-key';
import { searchOpenRepertoire } from '../repertoire/public';
import { findShowOnStage, searchSongs } from './queries';

const identity = (song: SongSuggestion) => songIdentity(song.song_title, song.artist_name);

/**
 * Suggestions for a fan typing a song (spec 1 §5). At a show the musician's own open
 * songs come first, since those are what they play; at a repertoire-only show they are all there
 * is. Then the public catalogue, without repeating a song already listed.
 */
export async function suggestSongs(ctx: AppContext, text: string, sessionId?: number): Promise<SongSuggestion[]> {
  const show = sessionId ? await findShowOnStage(ctx.db, sessionId) : undefined;
  const theirs = show
    ? await searchOpenRepertoire(ctx.db, show.musician_id, songKey(text), SONG_SEARCH_MAX_RESULTS)
    : [];
  if (show?.repertoire_only === 1 || theirs.length >= SONG_SEARCH_MAX_RESULTS) return theirs;
  const listed = new Set(theirs.map(identity));
  const catalogue = (await searchSongs(ctx.db, text)).filter((song) => !listed.has(identity(song)));
  return [...theirs, ...catalogue].slice(0, SONG_SEARCH_MAX_RESULTS);
}
