import { describe, expect, it } from 'vitest';
import { requestMessages, songRequestBody } from '../../../shared/requests';
import { requestFieldLimits, requestText } from './request-messages';

describe('the web copy of the request texts', () => {
  it('matches src/shared/requests.ts word for word', () => {
    for (const key of Object.keys(requestMessages) as Array<keyof typeof requestMessages>) {
      if (key in requestText) expect(requestText[key as keyof typeof requestText]).toBe(requestMessages[key]);
    }
    expect(requestText.selectShow).toBe(requestMessages.selectShow);
    expect(requestText.staleSession).toBe(requestMessages.staleSession);
  });

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
