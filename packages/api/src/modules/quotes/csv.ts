export type CsvCell = string | number | null | undefined;

/** Characters that make a spreadsheet app read a cell as a formula (or hide its start). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * An international phone number: '+', then 7 to 15 digits set apart by spaces, dots, hyphens
 * or brackets. Without letters a spreadsheet can call no function with it, so it is written as
 * it is ('+1 913 555 1004', not "'+1 913 555 1004").
 */
const PHONE_NUMBER = /^\+(?=(?:\D*\d){7,15}\D*$)[\d ().-]+$/;

function looksLikeFormula(value: string): boolean {
  return FORMULA_START.test(value) && !PHONE_NUMBER.test(value);
}

/**
 * One cell as RFC 4180 text. Text that a spreadsheet would run as a formula gets a leading
 * apostrophe (OWASP's advice for CSV injection), so a customer named "=HYPERLINK(…)" stays
 * text. Numbers are written as they are, so a negative figure is still a number.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const guarded = looksLikeFormula(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** One record, ended by CRLF as RFC 4180 asks. */
export function csvRow(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Lets Excel read the file as UTF-8 (names with accents) instead of the system code page. */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';
