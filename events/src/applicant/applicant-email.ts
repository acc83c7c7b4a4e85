/**
 * docs/product.md §5, invitation check 6: a valid applicant e-mail has a top-level domain, may have a UTF-8
 * local part, and may not have an IP address as its domain. Stricter than the wizard's "@ and .",
 * because a mail goes to it at once.
 */
const maxLocalPart = 64;
const maxAddress = 254;
/**
 * A DNS label: letters (any script, for internationalised names) with their combining marks (the
 * vowel signs of Devanagari, Thai, Tamil...), digits and inner hyphens.
 */
const label = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?$/u;
/**
 * A top-level domain is letters (with their marks: .भारत) or the ASCII form of such a name
 * (xn--p1ai is .рф); never digits alone, so no IPv4 address passes.
 */
const topLevelDomain = /^(?:\p{L}[\p{L}\p{M}]{1,62}|xn--[a-z0-9-]{0,58}[a-z0-9])$/iu;
/** Any character but white space, controls, "@", and the characters that need quoting (docs/product.md §5 allows UTF-8). */
const localPart = /^[^\s\p{Cc}@"(),:;<>[\\\]]+$/u;

export function isValidApplicantEmail(email: string): boolean {
  if (email.length > maxAddress) return false;
  const at = email.lastIndexOf('@');
  if (at <= 0 || at !== email.indexOf('@')) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > maxLocalPart || !localPart.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  const tld = labels.at(-1) ?? '';
  return labels.every((part) => label.test(part)) && topLevelDomain.test(tld);
}

/** Applicants are told apart by address, whatever its case. */
export const normaliseApplicantEmail = (email: string) => email.trim().toLowerCase();
