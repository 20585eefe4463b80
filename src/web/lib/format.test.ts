import { describe, expect, it } from 'vitest';
import { formatFileSize, formatGigTimeRange } from './format';

describe('formatGigTimeRange', () => {
  it('says when a gig runs past midnight', () => {
    expect(formatGigTimeRange('20:00', '23:00')).toBe('20:00 – 23:00');
    expect(formatGigTimeRange('22:00:00', '01:30:00')).toBe('22:00 – 01:30 (next day)');
    expect(formatGigTimeRange('20:00', null)).toBe('20:00');
  });
});

describe('formatFileSize', () => {
  it('shows small photos in KB, never as 0.0 MB', () => {
    expect(formatFileSize(12 * 1024)).toBe('12 KB');
    expect(formatFileSize(300)).toBe('1 KB');
    expect(formatFileSize(1.4 * 1024 * 1024)).toBe('1.4 MB');
  });
});
