/**
 * The English words every page uses (header, footer, page titles, shared controls and messages),
 * part of the catalogue (en.ts). A file of its own so the applicant's page can load just these
 * and its own (test-taking-en.ts).
 */
export const commonEn = {
  common: {
    appName: 'Typetest',
    /** A browser tab's title: "Login · Typetest". */
    pageTitle: '{title} · Typetest',
    skipToContent: 'Skip to content',
    back: 'Back',
    close: 'Close',
    cancel: 'Cancel',
    continue: 'Continue',
    submit: 'Submit',
    understood: 'Understood',
    loading: 'Loading…',
    required: 'required',
    requiredFieldsNote: 'Fields marked * are required.',
    showPassword: 'Show password',
    breadcrumb: 'Breadcrumb',
    mainPage: 'Main page',
    myAccount: 'My account',
    progress: 'Progress',
    step: 'Step {n} of {total}: {name}',
    stepDone: 'done',
    copyright: '© {year} Typetest',
    /** The header's theme switch; aria-pressed says whether it is on. */
    darkMode: 'Dark mode',
    /** The header's language switch (a group of one button per language, each named in itself: languageNames). */
    language: 'Language',
    /** Each language in itself, the same on every page, so a reader finds their own whatever the page's language. */
    languageNames: { en: 'English', sv: 'Svenska' },
    logOut: 'Log out',
    loggedOut: 'Logged out',
    backToMainPage: 'Back to the main page',
    pageNotFound: 'Page not found',
    noPageHere: 'There is no page at this address. Please check the link, or start again from the main page.',
    somethingWentWrong: 'Something went wrong',
    reloadPage: 'Please reload the page. If it keeps happening, try again later.',
    unreachable: 'We could not reach Typetest. Check your connection and try again.',
    unexpected: 'Something went wrong on our side. Please try again.',
    /** A download the server broke off half-way (an export that could not be finished): nothing is saved. */
    downloadBrokenOff: 'The file could not be downloaded whole, so it was not saved. Please try again.',
    sessionEnded: 'Your session has ended. Please log in again.',
    /** The API's 429: `{wait}` is one of `wait`'s phrases. */
    tooManyRequests: 'Too many requests. Please try again {wait}.',
    /**
     * A company's mail refused because that address has had RECIPIENT_MAIL_LIMIT mails from it
     * lately (docs/decisions/0044-mails-a-company-may-cause.md); nothing was changed or sent.
     */
    recipientMailLimit_one:
      '{email} has already had {count} e-mail from us about your company lately, the most one address gets. Nothing was sent or changed. Please try again {wait}.',
    recipientMailLimit_other:
      '{email} has already had {count} e-mails from us about your company lately, the most one address gets. Nothing was sent or changed. Please try again {wait}.',
    /** The API's 503, when the database or another part it needs does not answer. */
    unavailable: 'We cannot complete this right now. Please try again {wait}.',
    /** The API's 409 when two requests change the same thing at the same moment and this one lost. */
    changedMeanwhile: 'Someone else changed this at the same moment. Please try again.',
  },

  /**
   * How long to wait, as a person would say it (describeWait picks the unit and rounds `{count}`).
   * Plural keys: `count` picks the form. A second is not "about" (it rounds up to at most one).
   */
  wait: {
    seconds_one: 'in a second',
    seconds_other: 'in about {count} seconds',
    minutes_one: 'in about a minute',
    minutes_other: 'in about {count} minutes',
    hours_one: 'in about an hour',
    hours_other: 'in about {count} hours',
    days_one: 'in about a day',
    days_other: 'in about {count} days',
  },
} as const;
