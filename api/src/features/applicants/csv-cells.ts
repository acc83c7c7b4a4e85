/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before one) as a
 * formula: an applicant named "=HYPERLINK(...)" must not become a link in the employer's sheet
 * (OWASP, "CSV Injection"). Such a cell gets a leading apostrophe, which shows the text as typed.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
