/**
 * Spec 1 §5 and §9: song search from 2 characters, at most 8 suggestions. A module of its own
 * with no imports, so the fan's request page takes the server's figures without carrying zod.
 */
export const SONG_SEARCH_MIN_CHARS = 2;
export const SONG_SEARCH_MAX_RESULTS = 8;
