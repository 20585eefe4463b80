import { describe, expect, it } from 'vitest';
import { statusWords } from './status-words';

describe('statusWords', () => {
  it('says where a request stands, with the songs ahead once accepted', () => {
    expect(statusWords({ status: 'pending', songs_ahead: null }).label).toBe('Waiting');
    expect(statusWords({ status: 'accepted', songs_ahead: 0 }).line).toBe('Coming up next. Get ready to sing along!');
    expect(statusWords({ status: 'accepted', songs_ahead: 1 }).line).toBe('Coming up: 1 song ahead of yours.');
    expect(statusWords({ status: 'accepted', songs_ahead: 0, is_playing: true }).label).toBe('Playing now');
    expect(statusWords({ status: 'accepted', songs_ahead: 4 }).line).toBe('Coming up: 4 songs ahead of yours.');
    expect(statusWords({ status: 'played', songs_ahead: null }).label).toBe('Played');
  });

  it('suggests another song for a declined one only while the show is on', () => {
    expect(statusWords({ status: 'declined', songs_ahead: null }).line).toContain('Why not try another song?');
    expect(statusWords({ status: 'declined', songs_ahead: null }, false).line).toBe(
      'The artist couldn’t fit this one in tonight.',
    );
  });

  it('says how a request ended once the show is over, never still waiting', () => {
    expect(statusWords({ status: 'pending', songs_ahead: null }, false)).toEqual({
      label: 'Not played',
      line: 'The show ended before the artist got to this one.',
    });
    expect(statusWords({ status: 'accepted', songs_ahead: 2 }, false).label).toBe('Not played');
    expect(statusWords({ status: 'played', songs_ahead: null }, false).label).toBe('Played');
  });
});
