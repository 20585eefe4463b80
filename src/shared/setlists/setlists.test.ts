import { describe, expect, it } from 'vitest';
import { describeTotal, formatLength, parseLength, setlistText, setTotal } from './format';

describe('a song’s length', () => {
  it('reads m:ss as a person types it and refuses what is not a length', () => {
    expect(parseLength('3:45')).toBe(225);
    expect(parseLength(' 12.05 ')).toBe(725);
    expect(parseLength('4')).toBe(240);
    expect(parseLength('')).toBeNull();
    expect(parseLength('60:00')).toBe(3600);
    for (const bad of ['60:01', '3:75', '0:00', 'three', '3:4', '1:2:3', '🎵'])
      expect(parseLength(bad)).toBeUndefined();
    expect(formatLength(225)).toBe('3:45');
    expect(formatLength(3600)).toBe('60:00');
    expect(formatLength(5)).toBe('0:05');
  });
});

describe('a set’s total', () => {
  it('counts the songs with a length and names those without, never as zero', () => {
    const set = [{ length_seconds: 200 }, { length_seconds: null }, { length_seconds: 100 }];
    expect(setTotal(set)).toEqual({ seconds: 300, missing: 1 });
    expect(describeTotal(set)).toBe('5:00 + 1 song without a length');
    expect(describeTotal([{ length_seconds: null }, { length_seconds: null }])).toBe('No lengths yet (2 songs)');
    expect(describeTotal([{ length_seconds: 61 }])).toBe('1:01');
    expect(describeTotal([])).toBe('No songs yet');
  });
});

describe('the setlist as text', () => {
  it('lists each set with its total and numbered songs with key, length and note', () => {
    const item = { artist: null, length_seconds: null, song_key: null, note: null };
    expect(
      setlistText({
        name: 'Friday 🍺',
        sets: [
          {
            name: 'Set 1',
            items: [
              {
                ...item,
                title: 'Jolene',
                artist: 'Dolly Parton',
                song_key: 'C#m',
                length_seconds: 161,
                note: 'Capo 4',
              },
              { ...item, title: 'Wonderwall' },
            ],
          },
          { name: 'Encore', items: [] },
        ],
      }),
    ).toBe(
      [
        'Friday 🍺',
        '',
        'Set 1 (2:41 + 1 song without a length)',
        '1. Jolene – Dolly Parton (key C#m, 2:41) — Capo 4',
        '2. Wonderwall',
        '',
        'Encore (No songs yet)',
        '',
      ].join('\n'),
    );
  });
});
