// A cell that a spreadsheet would read as a formula (=, +, -, @, or a leading tab or carriage
// return that some programs skip before looking) is written with a leading apostrophe, as OWASP
// advises for CSV injection: the spreadsheet shows the text and runs nothing.
const FORMULA_START = /^[=+\-@\t\r]/;

export function safeCsvCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
