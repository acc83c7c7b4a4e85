import type { Catalogue } from './en.ts';
import type { commonEn } from './common-en.ts';

/**
 * The Swedish words every page uses (common-en.ts's keys, in Swedish), part of the Swedish
 * catalogue (sv.ts). A file of its own so the applicant's page can load just these and its own
 * (test-taking-sv.ts). Swedish typography: "e-post", ” ” quotes, a non-breaking space before %
 * and units (`\u00A0`).
 */
export const commonSv = {
  common: {
    appName: 'Typetest',
    /** A browser tab's title: "Logga in · Typetest". */
    pageTitle: '{title} · Typetest',
    skipToContent: 'Hoppa till innehållet',
    back: 'Tillbaka',
    close: 'Stäng',
    cancel: 'Avbryt',
    continue: 'Fortsätt',
    submit: 'Skicka',
    understood: 'Uppfattat',
    loading: 'Läser in…',
    required: 'obligatoriskt',
    requiredFieldsNote: 'Fält markerade med * är obligatoriska.',
    showPassword: 'Visa lösenord',
    breadcrumb: 'Brödsmulor',
    mainPage: 'Startsida',
    myAccount: 'Mitt konto',
    progress: 'Förlopp',
    step: 'Steg {n} av {total}: {name}',
    stepDone: 'klart',
    copyright: '© {year} Typetest',
    darkMode: 'Mörkt läge',
    language: 'Språk',
    languageNames: { en: 'English', sv: 'Svenska' },
    logOut: 'Logga ut',
    loggedOut: 'Du är utloggad',
    backToMainPage: 'Tillbaka till startsidan',
    pageNotFound: 'Sidan hittades inte',
    noPageHere: 'Det finns ingen sida på den här adressen. Kontrollera länken eller börja om från startsidan.',
    somethingWentWrong: 'Något gick fel',
    reloadPage: 'Ladda om sidan. Om felet kvarstår kan du försöka igen senare.',
    unreachable: 'Vi fick ingen kontakt med Typetest. Kontrollera din internetanslutning och försök igen.',
    unexpected: 'Något gick fel hos oss. Försök igen.',
    downloadBrokenOff: 'Filen kunde inte laddas ner hel, så den sparades inte. Försök igen.',
    sessionEnded: 'Du har blivit utloggad. Logga in igen.',
    /** `{wait}` is one of `wait`'s phrases: "Försök igen om ungefär 5 minuter." */
    tooManyRequests: 'För många förfrågningar. Försök igen {wait}.',
    recipientMailLimit_one: '{email} har redan fått {count} mejl från oss om ditt företag på sistone, det mesta en adress får. Inget skickades eller ändrades. Försök igen {wait}.',
    recipientMailLimit_other:
      '{email} har redan fått {count} mejl från oss om ditt företag på sistone, det mesta en adress får. Inget skickades eller ändrades. Försök igen {wait}.',
    unavailable: 'Det går inte att slutföra det här just nu. Försök igen {wait}.',
    changedMeanwhile: 'Någon annan ändrade samma sak i samma ögonblick. Försök igen.',
  },

  /** How long to wait, as a Swede would say it after "Försök igen". */
  wait: {
    seconds_one: 'om en sekund',
    seconds_other: 'om ungefär {count} sekunder',
    minutes_one: 'om ungefär en minut',
    minutes_other: 'om ungefär {count} minuter',
    hours_one: 'om ungefär en timme',
    hours_other: 'om ungefär {count} timmar',
    days_one: 'om ungefär ett dygn',
    days_other: 'om ungefär {count} dagar',
  },
} as const satisfies Pick<Catalogue, keyof typeof commonEn>;
