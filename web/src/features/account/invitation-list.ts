import { maxInvitationRows, submitDigest, type InvitationRow } from '@typetest/events/applicant';
import Papa from 'papaparse';

/** An address in angle brackets, as mail programs write "Name <e-mail>". */
const angled = /<([^<>\s]+@[^<>\s]+)>/;
/** A header's e-mail and name columns, in English and Swedish ("E-mail", "Email address", "E-post", "Full name", "Namn"). */
const emailHeader = /e-?mail|e-?post|mejl/i;
const nameHeader = /name|namn/i;

/**
 * The rows of a pasted list or a CSV file, for the invitation view to fill in and check (the same
 * six checks as typed rows, invitation-checks.ts): one applicant a line, "Name, e-mail" (any
 * order: the cell with an "@" is the e-mail), "Name <e-mail>", or a CSV file with a header naming
 * its name and e-mail columns (comma, semicolon or tab separated, as spreadsheets save it).
 * A line without an address becomes a row without one, so the checks say which line it was;
 * blank lines are left out.
 */
export function parseInvitationList(text: string): InvitationRow[] {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy', delimitersToGuess: [',', ';', '\t'] });
  const records = data.map((cells) => cells.map((cell) => cell.trim()));
  const header = records[0] && !records[0].some((cell) => cell.includes('@')) && records[0].some((cell) => emailHeader.test(cell)) ? records[0] : undefined;
  if (header) {
    const emailAt = header.findIndex((cell) => emailHeader.test(cell));
    const nameAt = header.flatMap((cell, index) => (index !== emailAt && nameHeader.test(cell) ? [index] : []));
    return records.slice(1).map((cells) => ({ email: cells[emailAt] ?? '', fullName: joined(nameAt.map((index) => cells[index] ?? '')) }));
  }
  return records.map(rowOf).filter((row) => row.email !== '' || row.fullName !== '');
}

const joined = (parts: readonly string[]) => parts.filter((part) => part !== '').join(' ');

function rowOf(cells: readonly string[]): InvitationRow {
  const line = cells.join(', ');
  const inBrackets = angled.exec(line);
  if (inBrackets?.[1]) {
    const name = line.replace(inBrackets[0], '').replace(/^[\s,;"]+|[\s,;"]+$/g, '');
    return { email: inBrackets[1], fullName: name };
  }
  const emailAt = cells.findIndex((cell) => cell.includes('@'));
  if (emailAt === -1) return { email: '', fullName: joined(cells) };
  return { email: cells[emailAt] ?? '', fullName: joined(cells.filter((_, index) => index !== emailAt)) };
}

/** The complete rows in submits of at most `maxInvitationRows` (docs/product.md §9), in order. */
export function submitsOf(rows: readonly InvitationRow[], size = maxInvitationRows): InvitationRow[][] {
  const parts: InvitationRow[][] = [];
  for (let start = 0; start < rows.length; start += size) parts.push(rows.slice(start, start + size));
  return parts;
}

/**
 * Each submit's key, kept while the page is open: a submit sent again with the same rows (after a
 * failure, its answer perhaps lost) goes with the same key, so the server answers it without
 * inviting anyone twice (events/src/applicant/invitation-submits.ts); changed rows are a new submit.
 */
export function submitKeys(newKey: () => string = () => crypto.randomUUID()) {
  const keys = new Map<string, string>();
  return {
    keyOf(rows: readonly InvitationRow[]): string {
      const digest = submitDigest(rows);
      const known = keys.get(digest);
      if (known) return known;
      const key = newKey();
      keys.set(digest, key);
      return key;
    },
  };
}
