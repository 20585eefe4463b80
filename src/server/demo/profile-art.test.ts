import { describe, expect, it } from 'vitest';
import { initialsOf } from './profile-art';

describe('initialsOf (the demo pictures’ letters)', () => {
  it('takes the first two words, skipping "the", "and" and nicknames', () => {
    expect(initialsOf("Kofi 'KK' & The Groove Assembly")).toBe('KG');
  });

  it('reads accented and non-Latin first letters whole', () => {
    expect(initialsOf('élodie and the e\u0301toiles')).toBe('ÉE\u0301');
    expect(initialsOf('周杰伦 Band')).toBe('周B');
  });

  it('is ? when no word starts with a letter', () => {
    expect(initialsOf('🎸 & 123')).toBe('?');
  });
});
