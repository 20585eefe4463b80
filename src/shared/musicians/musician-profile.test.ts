import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '../gigs';
import {
  canonicalMusicStyle,
  cleanInfluences,
  normaliseInstagramHandle,
  normaliseWebsiteUrl,
  updateProfileBody,
} from './index';

describe('normaliseWebsiteUrl (spec 1 §5)', () => {
  it.each([
    ['example.com', 'https://www.example.com'],
    ['www.example.com', 'https://www.example.com'],
    ['  example.com/band  ', 'https://www.example.com/band'],
    ['http://example.com', 'http://example.com'],
    ['https://example.com', 'https://example.com'],
    ['HTTPS://Example.com', 'HTTPS://Example.com'],
    ['', ''],
  ])('%s -> %s', (input, expected) => {
    expect(normaliseWebsiteUrl(input)).toBe(expected);
  });
});

describe('normaliseInstagramHandle (spec 1 §5)', () => {
  it.each([
    ['lanterns', '@lanterns'],
    ['@lanterns', '@lanterns'],
    ['  lanterns ', '@lanterns'],
    ['@', ''],
    ['   ', ''],
  ])('%s -> %s', (input, expected) => {
    expect(normaliseInstagramHandle(input)).toBe(expected);
  });
});

describe('music styles and influences', () => {
  it('matches the 22 styles without regard to case', () => {
    expect(canonicalMusicStyle(' r&b ')).toBe('R&B');
    expect(canonicalMusicStyle('hip hop')).toBe('Hip Hop');
    expect(canonicalMusicStyle('Polka')).toBeUndefined();
  });

  it('trims influences, drops empty ones and ignores duplicates, keeping the first spelling', () => {
    expect(cleanInfluences([' Adele ', '', 'adele', 'Nina Simone', 'ADELE  '])).toEqual(['Adele', 'Nina Simone']);
  });

  it('tells an absent field (unchanged) from an empty one (cleared)', () => {
    expect(updateProfileBody.parse({ stage_name: 'A' })).toEqual({ stage_name: 'A' });
    expect(
      updateProfileBody.parse({ stage_name: 'A', bio: '', music_styles: null, favorite_singers: [], website_url: ' ' }),
    ).toEqual({ stage_name: 'A', bio: null, music_styles: [], favorite_singers: [], website_url: null });
  });
});

describe('isCalendarDate', () => {
  it('accepts real dates only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-13-01')).toBe(false);
    expect(isCalendarDate('2027-1-01')).toBe(false);
  });
});
