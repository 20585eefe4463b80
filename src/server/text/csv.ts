/**
 * A text a spreadsheet would run as a formula (=, +, -, @, tab, return) is kept as text. A number
 * is never a formula: -2000 stays a number a spreadsheet can add up.
 */
const FORMULA = /^[=+\-@\t\r]/;

function cell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = typeof value === 'string' && FORMULA.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Rows as a CSV file for a spreadsheet: cells quoted where they must be, formulas defused with a
 * leading apostrophe, CRLF line ends, and UTF-8 with a byte-order mark so Excel reads emoji.
 */
export function csvDocument(rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return '\uFEFF' + rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

export interface CsvRecord {
  /** The file line the record starts on (1-based; a quoted cell may span lines). */
  line: number;
  cells: string[];
  /** The record as it was typed (without its line end), for a report to show. */
  text: string;
  /** True for a line whose quote (") is never closed: its cells are not to be trusted. */
  isUnclosed?: true;
}

interface Read {
  cells: string[];
  /** Index just past the record's line end. */
  end: number;
  /** Index of the record's line end (or the text's end). */
  textEnd: number;
  /** Line breaks inside the record's quoted cells. */
  innerBreaks: number;
  /** A quote that ran to the end of the file, or closed a cell that spanned lines and then went on. */
  isUnclosed: boolean;
}

const defused = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);
const endsCell = (next: string | undefined) => next === undefined || next === ',' || next === '\r' || next === '\n';

function readRecord(source: string, from: number): Read {
  const cells: string[] = [];
  let current = '';
  let inQuotes = false;
  let cellBreaks = 0;
  let innerBreaks = 0;
  let isUnclosed = false;
  let i = from;
  for (; i < source.length; i += 1) {
    const char = source[i]!;
    if (inQuotes) {
      if (char === '"' && source[i + 1] === '"') {
        current += '"';
        i += 1;
      } else if (char === '"') {
        inQuotes = false;
        // A quoted cell that took in line breaks and does not end at its closing quote was never
        // a multi-line cell: its quote was left open and swallowed the lines after it.
        if (cellBreaks > 0 && !endsCell(source[i + 1])) isUnclosed = true;
      } else {
        if (char === '\n') cellBreaks += 1;
        current += char;
      }
    } else if (char === '"' && current === '') {
      inQuotes = true;
      cellBreaks = 0;
    } else if (char === ',') {
      cells.push(defused(current));
      current = '';
      innerBreaks += cellBreaks;
      cellBreaks = 0;
    } else if (char === '\n' || char === '\r') {
      break;
    } else {
      current += char;
    }
  }
  if (inQuotes) isUnclosed = true;
  cells.push(defused(current));
  innerBreaks += cellBreaks;
  const end = source[i] === '\r' && source[i + 1] === '\n' ? i + 2 : i + 1;
  return { cells, end, textEnd: i, innerBreaks, isUnclosed };
}

/**
 * RFC 4180 CSV as spreadsheets write it: commas, quoted cells with "" for a quote and line breaks
 * inside, CRLF or LF, a byte-order mark or not. Blank lines are skipped. A cell this app exported
 * with a defused formula ('=…) comes back as it was typed. Never throws. A quote left open on its
 * line (it runs to the end of the file, or closes lines later in the middle of a cell) spoils that
 * line only: the line comes back as one record marked isUnclosed, and reading goes on at the next
 * line, so one typo cannot swallow the good lines after it.
 */
export function parseCsv(text: string): CsvRecord[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let at = 0;
  let line = 1;
  while (at < source.length) {
    const read = readRecord(source, at);
    if (read.isUnclosed) {
      const lineEnd = /\r\n|\n|\r/.exec(source.slice(at));
      const textEnd = lineEnd ? at + lineEnd.index : source.length;
      const typed = source.slice(at, textEnd);
      records.push({ line, cells: [typed], text: typed, isUnclosed: true });
      at = lineEnd ? textEnd + lineEnd[0].length : source.length;
      line += 1;
      continue;
    }
    if (read.cells.some((value) => value.trim() !== '')) {
      records.push({ line, cells: read.cells, text: source.slice(at, read.textEnd) });
    }
    line += 1 + read.innerBreaks;
    at = read.end;
  }
  return records;
}
