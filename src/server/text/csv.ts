/** A text a spreadsheet would run as a formula (=, +, -, @, tab, return) is kept as text. */
const FORMULA = /^[=+\-@\t\r]/;

function cell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = FORMULA.test(text) ? `'${text}` : text;
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
}

/**
 * RFC 4180 CSV as spreadsheets write it: commas, quoted cells with "" for a quote and line breaks
 * inside, CRLF or LF, a byte-order mark or not. Blank lines are skipped. A cell this app exported
 * with a defused formula ('=…) comes back as it was typed. Never throws: an unclosed quote takes
 * the rest of the file as its cell, which the caller's checks then report.
 */
export function parseCsv(text: string): CsvRecord[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let current = '';
  let line = 1;
  let startLine = 1;
  let inQuotes = false;
  const endCell = () => {
    cells.push(/^'[=+\-@]/.test(current) ? current.slice(1) : current);
    current = '';
  };
  const endRecord = () => {
    endCell();
    records.push({ line: startLine, cells });
    cells = [];
  };
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (inQuotes) {
      if (char === '"' && source[i + 1] === '"') {
        current += '"';
        i += 1;
      } else if (char === '"') {
        inQuotes = false;
      } else {
        if (char === '\n') line += 1;
        current += char;
      }
    } else if (char === '"' && current === '') {
      inQuotes = true;
    } else if (char === ',') {
      endCell();
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      startLine = line;
    } else {
      current += char;
    }
  }
  if (current !== '' || cells.length > 0 || inQuotes) endRecord();
  return records.filter((record) => record.cells.some((value) => value.trim() !== ''));
}
