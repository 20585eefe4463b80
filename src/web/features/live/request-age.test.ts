import { describe, expect, it } from 'vitest';
import { requestAge } from './request-age';

describe('requestAge', () => {
  const now = Date.parse('2026-05-01T21:30:00.000Z');
  it('says now, minutes, then hours and minutes, short and in words', () => {
    expect(requestAge('2026-05-01T21:29:30.000Z', now)).toEqual({ short: 'now', words: 'just now' });
    expect(requestAge('2026-05-01T21:26:00.000Z', now)).toEqual({ short: '4m', words: '4 minutes ago' });
    expect(requestAge('2026-05-01T21:29:00.000Z', now)).toEqual({ short: '1m', words: '1 minute ago' });
    expect(requestAge('2026-05-01T20:30:00.000Z', now)).toEqual({ short: '1h', words: '1 hour ago' });
    expect(requestAge('2026-05-01T18:25:00.000Z', now)).toEqual({ short: '3h 5m', words: '3 hours 5 minutes ago' });
  });
  it('treats a clock a little ahead of the server, or a bad date, as now', () => {
    expect(requestAge('2026-05-01T21:31:00.000Z', now).short).toBe('now');
    expect(requestAge('not a date', now).short).toBe('now');
  });
});
