import { describe, expect, it } from 'vitest';
import type { SongRequest } from '../../../shared/live';
import { songRequest } from '../../../../test/web/song-request';
import { countQueue, groupBySong, orderRequests, sectionQueue, songKeysFor } from './order-requests';

const request = (id: number, minute: number, overrides: Partial<SongRequest> = {}): SongRequest => {
  const at = `2026-01-01T20:${String(minute).padStart(2, '0')}:00.000Z`;
  return songRequest(id, { session_id: 1, created_at: at, updated_at: at, ...overrides });
};

describe('orderRequests (spec 2 §4)', () => {
  it('puts the oldest first when nothing is prioritised', () => {
    const ordered = orderRequests([request(3, 30), request(1, 10), request(2, 20)], {});
    expect(ordered.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('puts premium requests ahead of standard ones, oldest first, below what the musician prioritised', () => {
    const ordered = orderRequests(
      [request(1, 10), request(2, 20, { is_premium: 1 }), request(3, 30, { is_premium: 1 }), request(4, 40)],
      { 4: 1 },
    );
    expect(ordered.map((r) => r.id)).toEqual([4, 2, 3, 1]);
  });

  it('puts higher priority first, then the oldest', () => {
    const ordered = orderRequests([request(1, 10), request(2, 20), request(3, 30), request(4, 40)], {
      3: 2,
      4: 2,
      1: -1,
    });
    expect(ordered.map((r) => r.id)).toEqual([3, 4, 2, 1]);
  });
});

describe('countQueue', () => {
  it('counts every request, the pending and played ones, and sums the tips', () => {
    const counts = countQueue([
      request(1, 1, { tip_amount: 500 }),
      request(2, 2, { status: 'played', tip_amount: 250 }),
      request(3, 3, { status: 'declined' }),
      request(4, 4, { status: 'accepted' }),
    ]);
    expect(counts).toEqual({ total: 4, pending: 1, played: 1, tipsPence: 750, pricesPence: 0 });
  });

  it('keeps what fans paid for requests apart from their tips', () => {
    const counts = countQueue([
      { ...request(1, 1, { tip_amount: 100, price_amount: 500, is_premium: 1 }), price_state: 'paid' },
      { ...request(2, 2, { price_amount: 200 }), price_state: 'paid' },
      { ...request(3, 3, { tip_amount: 300 }), price_state: null },
      // A price still held on the fan's card is not the musician's yet.
      { ...request(4, 4, { price_amount: 900 }), price_state: 'held' },
    ]);
    expect(counts).toMatchObject({ tipsPence: 400, pricesPence: 700 });
  });
});

describe('sectionQueue', () => {
  it('puts accepted requests up next, then new ones, then played and declined, each by priority then age', () => {
    const at = (minute: number) => `2030-01-01T20:${String(minute).padStart(2, '0')}:00.000Z`;
    const row = (id: number, status: SongRequest['status'], minute: number) =>
      ({ id, status, created_at: at(minute) }) as SongRequest;
    const requests = [
      row(1, 'pending', 1),
      row(2, 'accepted', 2),
      row(3, 'accepted', 3),
      row(4, 'played', 4),
      row(5, 'declined', 5),
      row(6, 'pending', 6),
    ];
    const sections = sectionQueue(requests, { 3: 1, 6: 2 });
    expect(sections.upNext.map((r) => r.id)).toEqual([3, 2]);
    expect(sections.fresh.map((r) => r.id)).toEqual([6, 1]);
    expect(sections.played.map((r) => r.id)).toEqual([4]);
    expect(sections.declined.map((r) => r.id)).toEqual([5]);
  });
});

describe('groupBySong', () => {
  it('folds requests for one song into the first, per status, ignoring case and spaces', () => {
    const requests = [
      request(1, 10, { song_title: 'Wonderwall', artist_name: 'Oasis' }),
      request(2, 11, { song_title: 'Galway Girl' }),
      request(3, 12, { song_title: '  wonderwall ', artist_name: 'OASIS' }),
      request(4, 13, { song_title: 'Wonderwall', artist_name: 'Oasis', status: 'accepted' }),
      request(5, 14, { song_title: 'Wonderwall', artist_name: 'Ryan Adams' }),
      request(6, 15, { song_title: 'Wonder  wall', artist_name: 'oasis' }),
    ];
    const keys = songKeysFor(requests);
    const { sections, groups } = groupBySong(sectionQueue(requests, {}, keys), keys);
    expect(sections.fresh.map((r) => r.id)).toEqual([1, 2, 5, 6]);
    expect(groups.get(1)?.map((r) => r.id)).toEqual([1, 3]);
    expect(sections.upNext.map((r) => r.id)).toEqual([4]);
    expect(groups.get(5)?.map((r) => r.id)).toEqual([5]);
    // Every request is in exactly one group: the counts stay true.
    expect([...groups.values()].flat()).toHaveLength(requests.length);
  });
});

describe("Up Next in the show's order", () => {
  const show = [
    request(1, 10, { song_title: 'Yellow', status: 'accepted' }),
    request(2, 11, { song_title: 'Creep', status: 'accepted', tip_amount: 500 }),
    request(3, 12, { song_title: 'Hey Jude', status: 'accepted', is_premium: 1 }),
    request(4, 13, { song_title: 'yellow!', status: 'accepted' }),
    request(5, 14, { song_title: 'Wonderwall', artist_name: 'Oasis', status: 'accepted' }),
    request(6, 15, { song_title: 'wonderwall', status: 'pending' }),
  ];
  const upNext = (order: 'arrival' | 'premium' | 'tip' | 'asked', nowPlayingId: number | null = null) => {
    const keys = songKeysFor(show);
    return groupBySong(sectionQueue(show, {}, keys, { order, nowPlayingId }), keys).sections.upNext.map((r) => r.id);
  };

  it('orders songs by arrival, premium first, tip and how many asked, and leaves out the song playing now', () => {
    expect(upNext('arrival')).toEqual([1, 2, 3, 5]);
    expect(upNext('premium')).toEqual([3, 1, 2, 5]);
    expect(upNext('tip')).toEqual([2, 1, 3, 5]);
    expect(upNext('asked')).toEqual([1, 2, 3, 5]);
    expect(upNext('arrival', 4)).toEqual([2, 3, 5]);
  });

  it('folds a request without an artist into the song the show knows by one artist', () => {
    const keys = songKeysFor(show);
    expect(keys.get(6)).toBe(keys.get(5));
    expect(keys.get(6)).toBe('wonderwall|oasis');
  });
});
