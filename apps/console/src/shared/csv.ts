// CSV export of a list: RFC 4180 quoting, a BOM so that Excel opens the Chinese as UTF-8, and
// cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start: player names
// and notes are player-controlled) prefixed with a quote.
export interface CsvColumn<Row> {
  title: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // A negative amount is a number, not a formula: only text is defused.
  if (typeof value === 'string' && FORMULA_START.test(text) && !/^-?\d+(\.\d+)?$/.test(text))
    text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text of `rows` under `columns` (header line first, CRLF line ends). */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => cell(column.title)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => cell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Lets the browser save `text` as `filename` (UTF-8 with BOM). */
export function downloadCsv(filename: string, text: string): void {
  const blob = new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
