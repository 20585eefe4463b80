import { describe, expect, it } from 'vitest';
import { csvDocument, parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted cells, doubled quotes, line breaks inside quotes, CRLF, a BOM and blank lines', () => {
    const text = '\uFEFFtitle,artist\r\n"Hello, Goodbye",The Beatles\r\n\r\n"Say ""hi""","Line\nbreak"\nLast,\n';
    expect(parseCsv(text).map(({ line, cells }) => ({ line, cells }))).toEqual([
      { line: 1, cells: ['title', 'artist'] },
      { line: 2, cells: ['Hello, Goodbye', 'The Beatles'] },
      { line: 4, cells: ['Say "hi"', 'Line\nbreak'] },
      { line: 6, cells: ['Last', ''] },
    ]);
    expect(parseCsv(text)[2]!.text).toBe('"Say ""hi""","Line\nbreak"');
  });

  it('reads back what csvDocument wrote, formulas and emoji included', () => {
    const rows = [
      ['=SUM(A1)', 'Ça plane pour moi 🎸', '+44', '@handle'],
      ['"quoted"', 'a,b', 'multi\r\nline', ''],
    ];
    expect(parseCsv(csvDocument(rows)).map((record) => record.cells)).toEqual(rows.map((row) => row.map(String)));
  });

  it('reports a line whose quote is never closed, as typed, and reads the lines after it', () => {
    expect(parseCsv('a,"never closed\r\nb,c\n')).toEqual([
      { line: 1, cells: ['a,"never closed'], text: 'a,"never closed', isUnclosed: true },
      { line: 2, cells: ['b', 'c'], text: 'b,c' },
    ]);
    // Closed lines later, in the middle of a cell: the same typo, the same recovery.
    const swallowed = 'Wonderwall,"Oasis\nHey Jude,The Beatles\n"Hello" again,Adele\nZombie,The Cranberries';
    expect(parseCsv(swallowed).map(({ line, cells, isUnclosed }) => ({ line, cells, isUnclosed }))).toEqual([
      { line: 1, cells: ['Wonderwall,"Oasis'], isUnclosed: true },
      { line: 2, cells: ['Hey Jude', 'The Beatles'], isUnclosed: undefined },
      { line: 3, cells: ['Hello again', 'Adele'], isUnclosed: undefined },
      { line: 4, cells: ['Zombie', 'The Cranberries'], isUnclosed: undefined },
    ]);
  });
});
