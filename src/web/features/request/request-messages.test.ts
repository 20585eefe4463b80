import { describe, expect, it } from 'vitest';
import { songRequestBody } from '../../../shared/requests';
import { requestFieldLimits } from './request-messages';

describe('the request form limits', () => {
  it('lets the inputs hold exactly what the server accepts', () => {
    const longest = {
      song_title: 'a'.repeat(requestFieldLimits.songTitle),
      artist_name: 'b'.repeat(requestFieldLimits.artistName),
      fan_name: 'c'.repeat(requestFieldLimits.fanName),
      message: 'd'.repeat(requestFieldLimits.message),
    };
    expect(songRequestBody.safeParse(longest).success).toBe(true);
    expect(songRequestBody.safeParse({ ...longest, message: `${longest.message}e` }).success).toBe(false);
  });
});
