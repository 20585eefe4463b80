import { describe, expect, it } from 'vitest';
import { songRequestBody } from '../../../shared/requests';
import { REQUEST_FIELD_LIMITS } from '../../../shared/requests/request-messages';

describe('the request form limits', () => {
  it('lets the inputs hold exactly what the server accepts', () => {
    const longest = {
      song_title: 'a'.repeat(REQUEST_FIELD_LIMITS.songTitle),
      artist_name: 'b'.repeat(REQUEST_FIELD_LIMITS.artistName),
      fan_name: 'c'.repeat(REQUEST_FIELD_LIMITS.fanName),
      message: 'd'.repeat(REQUEST_FIELD_LIMITS.message),
    };
    expect(songRequestBody.safeParse(longest).success).toBe(true);
    expect(songRequestBody.safeParse({ ...longest, message: `${longest.message}e` }).success).toBe(false);
  });
});
