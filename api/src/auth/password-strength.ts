import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { isCommonPassword, type PasswordProblem } from './common-passwords.ts';

/**
 * Beyond the product's 6 characters (docs/product.md §5): a password must not be guessable in a handful of tries
 * (docs/decisions/0022-password-strength-current-password.md). zxcvbn-ts scores it from 0 (under about 10^3 guesses: "aaaaaa",
 * "abcdef", six spaces, the product's or the company's own name) to 4; 0 is
 * refused. One step higher (under 10^6 guesses) would refuse most 6-character passwords and so
 * raise the product's minimum in effect; the throttled login (login-throttle.ts) is what makes score 1
 * enough. Checked by the API only: the scorer and its dictionaries would weigh more than the
 * account page's whole code, and every way of setting a password goes through the API.
 */
export const minimumPasswordScore = 1;

/** The product's own name: the first word anyone would try against it. */
const productWords = ['typetest', 'type test'];

let scorer: ZxcvbnFactory | undefined;

/** Built on first use (about 0.1 s: the dictionaries are ranked once). */
function zxcvbn(): ZxcvbnFactory {
  scorer ??= new ZxcvbnFactory({ dictionary: { ...dictionary, userInputs: productWords }, graphs: adjacencyGraphs });
  return scorer;
}

/**
 * Why a password of the right length is still refused, if it is: on a breached/common list, or
 * too easy to guess. `userInputs` are words of the account's own (its name, addresses, URL),
 * which count as guessed at once.
 */
export function passwordProblem(password: string, userInputs: readonly string[] = []): PasswordProblem | undefined {
  if (isCommonPassword(password)) return 'tooCommon';
  const words = userInputs.flatMap(wordsOf);
  return zxcvbn().check(password, words).score < minimumPasswordScore ? 'tooWeak' : undefined;
}

/** An address counts as its whole and its local part ("anna.berg" of anna.berg@acme.example), a name as itself. */
function wordsOf(input: string): string[] {
  const lower = input.trim().toLowerCase();
  if (lower === '') return [];
  const at = lower.indexOf('@');
  return at > 0 ? [lower, lower.slice(0, at), lower.slice(at + 1)] : [lower];
}
