import { describe, expect, it } from 'vitest';
import type { PublicMusician } from '../../../shared/live/public';
import { isProfileEmpty, missingProfileParts, parseTextList, readProfile, safeWebsiteUrl } from './profile-fields';

const musician = (overrides: Partial<PublicMusician> = {}): PublicMusician => ({
  stage_name: 'Luna Ray',
  bio: null,
  profile_photo_url: null,
  instagram_handle: null,
  website_url: null,
  music_styles: '[]',
  favorite_singers: '[]',
  total_requests_received: 0,
  total_tips_earned: 0,
  public_profile_enabled: true,
  allow_direct_messages: true,
  qr_code_id: 'abc',
  suggested_tips: [100, 200, 500, 1000],
  request_prices: null,
  ...overrides,
});

describe('artist profile fields', () => {
  it('reads JSON text lists, dropping blanks, duplicates and anything malformed', () => {
    expect(parseTextList('["Folk", " Folk ", "", "Jazz", 3]')).toEqual(['Folk', 'Jazz']);
    expect(parseTextList('not json')).toEqual([]);
    expect(parseTextList('{"a":1}')).toEqual([]);
  });

  it('lists what the owner still has to add (spec 2)', () => {
    const partly = musician({ bio: 'Hi', music_styles: '["Folk"]' });
    expect(missingProfileParts(partly, readProfile(partly))).toEqual([
      'Your musical influences',
      'Your Instagram handle',
    ]);
    const complete = musician({
      bio: 'Hi',
      music_styles: '["Folk"]',
      favorite_singers: '["Joni Mitchell"]',
      instagram_handle: '@luna',
    });
    expect(missingProfileParts(complete, readProfile(complete))).toEqual([]);
  });

  it('calls a profile in progress only when bio, styles and influences are all empty', () => {
    expect(isProfileEmpty(readProfile(musician({ bio: '  ', instagram_handle: '@luna' })))).toBe(true);
    expect(isProfileEmpty(readProfile(musician({ favorite_singers: '["Nick Drake"]' })))).toBe(false);
  });

  it('links only to http(s) websites', () => {
    expect(safeWebsiteUrl('www.luna.example')?.href).toBe('https://www.luna.example/');
    expect(safeWebsiteUrl('http://luna.example/gigs')?.href).toBe('http://luna.example/gigs');
    expect(safeWebsiteUrl('javascript:alert(1)')?.protocol).not.toBe('javascript:');
    expect(safeWebsiteUrl('')).toBeNull();
  });
});
