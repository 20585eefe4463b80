import { describe, expect, it } from 'vitest';
import { formatGigTimeRange } from './format';

describe('formatGigTimeRange', () => {
  it('says when a gig runs past midnight', () => {
    expect(formatGigTimeRange('20:00', '23:00')).toBe('20:00 – 23:00');
    expect(formatGigTimeRange('22:00:00', '01:30:00')).toBe('22:00 – 01:30 (next day)');
    expect(formatGigTimeRange('20:00', null)).toBe('20:00');
  });
});
