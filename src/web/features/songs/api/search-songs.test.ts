import { describe, expect, it } from 'vitest';
import { SONG_SEARCH_MAX_RESULTS as sharedMax, SONG_SEARCH_MIN_CHARS as sharedMin } from '../../../../shared/songs';
import { SONG_SEARCH_MAX_RESULTS, SONG_SEARCH_MIN_CHARS } from './search-songs';

describe('song search limits', () => {
  it('match the server (kept apart so the fan bundle carries no zod)', () => {
    expect(SONG_SEARCH_MIN_CHARS).toBe(sharedMin);
    expect(SONG_SEARCH_MAX_RESULTS).toBe(sharedMax);
  });
});
