import { describe, expect, it } from 'vitest';
import { formatFileSize, formatGigTimeRange, formatInstantTime, formatPence } from './format';
import { formatDayMonthYear, formatGigDate } from './format-date';

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

describe('dates and times as en-GB writes them, without Intl', () => {
  it("matches Chromium's en-GB words", () => {
    expect(formatGigDate('2025-12-05')).toBe('Fri, 5 Dec 2025');
    expect(formatGigDate('2026-09-27')).toBe('Sun, 27 Sept 2026');
    expect(formatGigDate('not a date')).toBe('not a date');
    expect(formatDayMonthYear(new Date(2025, 2, 9, 23, 59).toISOString())).toBe('9 Mar 2025');
    expect(formatDayMonthYear('soon')).toBe('');
    expect(formatInstantTime(new Date(2025, 0, 1, 9, 5).toISOString())).toBe('09:05');
    expect(formatPence(123456789)).toBe('£1,234,567.89');
    expect(formatPence(-5)).toBe('-£0.05');
  });
});
