import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialOf } from './initial';

describe('initialOf (an avatar’s initial is one whole character as a reader sees it)', () => {
  it.each([
    ['a plain name, upper-cased', 'kofi', 'K'],
    ['a flag (two regional indicators)', '🇬🇧 Brit Band', '🇬🇧'],
    ['a family emoji joined by ZWJ', '👨‍👩‍👧‍👦 The Family', '👨‍👩‍👧‍👦'],
    ['an emoji with a skin tone', '👍🏽 Thumbs', '👍🏽'],
    ['a letter with a combining accent', 'e\u0301mile', 'E\u0301'],
    ['a precomposed accented letter', 'élodie', 'É'],
    ['CJK', '周杰伦', '周'],
    ['an emoji outside the BMP', '🎸 Riffs', '🎸'],
    ['leading spaces', '   \t luna', 'L'],
    ['an empty name', '', '?'],
    ['only whitespace', ' \n\t ', '?'],
  ])('%s', (_, name, initial) => {
    expect(initialOf(name)).toBe(initial);
  });
});

describe('initialOf without Intl.Segmenter (older browsers)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('takes the first code point: never half a surrogate pair', () => {
    vi.stubGlobal('Intl', { ...Intl, Segmenter: undefined });
    expect(initialOf('🎸 Riffs')).toBe('🎸');
    expect(initialOf('élodie')).toBe('É');
    expect(initialOf('  ')).toBe('?');
  });
});
