import { describe, expect, it } from 'vitest';
import { csvDocument, parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted cells, doubled quotes, line breaks inside quotes, CRLF, a BOM and blank lines', () => {
    const text = '\uFEFFtitle,artist\r\n"Hello, Goodbye",The Beatles\r\n\r\n"Say ""hi""","Line\nbreak"\nLast,\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['title', 'artist'] },
      { line: 2, cells: ['Hello, Goodbye', 'The Beatles'] },
      { line: 4, cells: ['Say "hi"', 'Line\nbreak'] },
      { line: 6, cells: ['Last', ''] },
    ]);
  });

  it('reads back what csvDocument wrote, formulas and emoji included', () => {
    const rows = [
      ['=SUM(A1)', 'Ça plane pour moi 🎸', '+44', '@handle'],
      ['"quoted"', 'a,b', 'multi\r\nline', ''],
    ];
    expect(parseCsv(csvDocument(rows)).map((record) => record.cells)).toEqual(rows.map((row) => row.map(String)));
  });

  it('takes the rest of the file into an unclosed quote instead of failing', () => {
    expect(parseCsv('a,"never closed\nb,c')).toEqual([{ line: 1, cells: ['a', 'never closed\nb,c'] }]);
  });
});
