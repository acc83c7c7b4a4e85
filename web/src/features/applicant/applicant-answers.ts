import type { NextText } from '@typetest/events/applicant';
import type { LogoView } from '@typetest/events/schema';
import { type Language, languages } from '@typetest/events/i18n/languages';
import type { ResponseSchema } from '../../shared/api-client.ts';

/**
 * The answers of the applicant's calls, checked without zod: the applicant's page is kept light
 * (bench: its JavaScript), and these three shapes are small. The types are the API's own, inferred
 * from its zod schemas in @typetest/events/applicant; what is checked here is what the screens use.
 */

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isWhole = (value: unknown): value is number => Number.isInteger(value);
/** A language the page speaks, or undefined. */
const knownLanguage = (value: unknown) => languages.find((known) => known === value);

/** `{success: true, data}` whose data passes `check`. */
function answer<Data>(check: (data: Fields) => Data | undefined): ResponseSchema<Data> {
  return {
    safeParse(json) {
      if (!isObject(json) || json.success !== true || !isObject(json.data)) return { success: false };
      const data = check(json.data);
      return data === undefined ? { success: false } : { success: true, data };
    },
  };
}

/** Who sent the link: the company's name, and its language (undefined when the server names none the page speaks). */
export interface InvitingCompany {
  companyName: string;
  language: Language | undefined;
  /** The company's note for the welcome screen, plain text; '' for none (also when the server sends none). */
  welcomeNote: string;
  /** The company's logo on this origin, and its size; undefined for none. */
  logo: LogoView | undefined;
}

/** A logo has a path; the CSP's img-src ('self', data:) keeps any other origin's picture off the page. */
const logoOf = (logo: unknown) => (isObject(logo) && typeof logo.path === 'string' ? (logo as LogoView) : undefined);

/** submitauth: the inviting company. */
export const submitAuthAnswer = answer<InvitingCompany>(({ companyName, language, welcomeNote, logo }) =>
  typeof companyName === 'string'
    ? { companyName, language: knownLanguage(language), welcomeNote: typeof welcomeNote === 'string' ? welcomeNote : '', logo: logoOf(logo) }
    : undefined,
);

/** getnexttext: where the applicant stands, the text to type now, and whether that test was begun and how often refused. */
export const nextTextAnswer = answer<NextText>(({ currentStep, nextStep, currentText, allTestsCompleted, refusedAttempts, currentTestBegun }) =>
  isWhole(currentStep) &&
  isWhole(nextStep) &&
  typeof currentText === 'string' &&
  typeof allTestsCompleted === 'boolean' &&
  isWhole(refusedAttempts) &&
  typeof currentTestBegun === 'boolean'
    ? { currentStep, nextStep, currentText, allTestsCompleted, refusedAttempts, currentTestBegun }
    : undefined,
);

/** stagefinished: the server's own figures for the test (the screens move on; nothing more is needed). */
export const stageFinishedAnswer = answer(({ stage, wpm, accuracy }) => (isWhole(stage) && isWhole(wpm) && isWhole(accuracy) ? { stage, wpm, accuracy } : undefined));

/** stagestarted: `{success: true}`, nothing more. */
export const stageStartedAnswer: ResponseSchema<true> = {
  safeParse: (json) => (isObject(json) && json.success === true ? { success: true, data: true } : { success: false }),
};
