/**
 * Every English text of the product, by feature. The product's texts (docs/product.md §8) are here word for word (its
 * typos and emoji included); placeholders are single-brace, `{email}`, filled by `t(key, values)`.
 * Keys name what a text is for, never what it says, so a wording change is a one-line edit.
 * Keep `:` out of keys (i18next reads it as a namespace separator). A text whose noun follows a
 * number ("1 applicant", "5 applicants") is a plural key: one text per plural form the language
 * has (Intl.PluralRules: `_one` and `_other` in English and Swedish), asked for by its base key
 * with `count`, `t('account.invite.rowsFull', { count })`, which picks the form and fills `{count}`.
 * A `_one` text may say the number in words ("in a second") only while `one` is the number 1 alone,
 * as in English and Swedish. The suffixes mean exactly that: no other key ends in one.
 */
import { accountEn } from './account-en.ts';
import { commonEn } from './common-en.ts';
import { inputEn } from './input-en.ts';
import { mailEn } from './mail-en.ts';
import { stageRefusalsEn } from './stage-refusals-en.ts';
import { testTakingEn } from './test-taking-en.ts';

/**
 * Every text the product's pages show: the catalogue without its mails' words, which only the mail
 * worker renders. The web app loads this alone (web/src/shared/i18n/page-words.ts).
 */
export const pagesEn = {
  /** The words every page uses, and the applicant's (files of their own: the applicant's page loads only those). */
  ...commonEn,
  ...testTakingEn,
  /** The applicant's screens, and the server's words when it refuses a test (a file of their own: the applicant's page does not load them). */
  applicant: { ...testTakingEn.applicant, ...stageRefusalsEn },
  /** What the shared schemas and the API say about input they refuse. */
  ...inputEn,

  /**
   * Why an applicant's link that once worked no longer does: the API's answer, which the applicant's
   * page shows beneath its invalid-link texts (docs/decisions/0042-links-end-when-the-next-is-used.md).
   * Not in test-taking: the page never asks for these, so its script does not carry them.
   */
  deadLink: {
    replaced: 'A newer link to this typing test has been e-mailed to you. Please open the link in the latest e-mail about it.',
    expired: 'The deadline for this typing test has passed. If you still want to take it, please ask {companyName} for a new link.',
    locked: 'This link was locked after too many attempts that could not be recorded. Please ask {companyName} for a new link.',
  },

  landing: {
    heading: 'Screen applicants with a typing test',
    intro: 'Invite job applicants by e-mail, let them type your own texts, and receive their words per minute and accuracy.',
    register: 'Register',
    login: 'Login',
    knowMore: 'I want to know more',
    tryTypingTest: 'Try the typing test',
    manageAccount: 'Manage your account',
    logOut: 'Log out',
    loggedOut: 'Logged out',
    /** The looping demonstration: what it shows, for a screen reader and under the animation. */
    demoHeading: 'See it in action',
    demoLabel: 'A demonstration: a sentence being typed, with the caret and the speed so far.',
    demoSpeed: 'Words per minute',
    pauseDemo: 'Pause the demonstration',
    playDemo: 'Play the demonstration',
    callToRegister: 'Screen your next applicants this way: registration takes two minutes and the beta is free.',
    registerCompany: 'Get started for free',
    stepsHeading: 'How it works',
    stepTextsTitle: 'Choose the texts',
    stepTextsBody: 'Use our texts or write up to four of your own, in the language your applicants will work in.',
    stepInvitationsTitle: 'Invite applicants',
    stepInvitationsBody: 'Each applicant gets a personal link by e-mail and takes the test in a browser, on a computer or a phone.',
    stepResultsTitle: 'Read the results',
    stepResultsBody: 'Words per minute, accuracy, a percentile and an integrity report for each applicant, as soon as they finish.',
    sampleHeading: 'A result as you receive it',
    sampleLabel: 'Sample: made-up figures',
    sampleApplicant: 'Alex Example',
    sampleWpm: 'Words per minute',
    sampleAccuracy: 'Accuracy',
    samplePercentile: 'Faster than about {percentile}% of typists in general.',
    sampleIntegrityHeading: 'Integrity report',
    sampleIntegrityTyped: 'Typed by hand, nothing pasted',
    sampleIntegrityRhythm: 'The keystroke rhythm of a person, not a script',
    sampleIntegrityFocus: 'Stayed on the test throughout',
    trustHeading: 'Why you can trust the results',
    trustKeystrokes: 'Every keystroke is recorded with its timing, so you can replay how a test was typed.',
    trustFlags: 'Pasting, leaving the test and scripted typing are detected and reported.',
    trustOnce: 'Each link works once: a retake needs a new link from you.',
    trustStudy: 'The percentile compares with typists measured in a published study.',
    betaHeading: 'Beta: free, as is',
    betaBody: 'Typetest is in beta: it is provided as is, without charge. Should fees be introduced, you will be told in advance.',
    contactHeading: 'Questions?',
    contactBody: 'Leave your phone number or e-mail address and we will get back to you.',
  },

  contact: {
    /** The browser tab's name for the form. */
    title: 'Contact us',
    heading: 'Let us contact you',
    intro: 'Leave your phone number or e-mail address and we will get back to you.',
    phoneNumber: 'Phone number',
    email: 'Email',
    details: 'Details',
    callMe: 'Call me',
    emailMe: 'Email me',
    thankYou: 'Thank you',
    /** docs/product.md §2: "We will be in touch to {email or phone} shortly". */
    confirmation: 'We will be in touch to {address} shortly',
    back: 'Back',
    phoneMissing: 'You need to enter a phone number.',
    emailOrDetailsMissing: 'You need to enter an email address and details.',
    /** When the form is refused for a reason the two above do not cover. */
    checkTheForm: 'Please check the form and try again.',
  },

  /** The company's language, chosen when registering and in Account settings. */
  companyLanguage: {
    label: 'Language',
    hint: "E-mails from Typetest to you and your applicants, and your applicants' test page, are in this language.",
  },
  /** Words about a company's texts that registration and the account's text view share. */
  companyTexts: {
    /** Beside the company's own texts: how applicants will type them (events' typeable-text.ts). */
    typedAs:
      'Applicants type each text as one paragraph, the way a keyboard writes it: line breaks become spaces, curly quotes straight ones, long dashes hyphens, and an ellipsis three dots.',
    /** Which texts the three tests use (take-stage.ts, firstTextFor): none is saved for nothing. */
    whichTexts:
      'Each applicant takes three tests, one text each, in the order of your texts and starting over after the last. With four texts, each applicant starts at a different one, so all four are used.',
  },
  registration: {
    title: 'Register',
    /**
     * The four steps of the wizard (docs/product.md §2: details, text-config, register, finished), in
     * words as each step's heading says them; ProgressDots reads them out after "Step 2 of 4:".
     */
    steps: {
      details: 'details',
      textConfig: 'texts',
      register: 'account',
      finished: 'finished',
    },
    details: {
      heading: 'Your details',
      intro: 'Tell us who you are. These details go on your invoices.',
      name: 'Name',
      companyName: 'Company name',
      vatNumber: 'VAT number',
      invoiceAddress: 'Invoice Address',
      postalCodeAndArea: 'Company postal code & area',
      alreadyRegistered: 'Already registered? Login',
    },
    texts: {
      heading: 'Your texts',
      explanation: 'Input the text you want the users to replicate in the typing test',
      useDefaultTexts: 'Use default texts',
      usingDefaultTexts: 'You are currently using our default texts.',
      defaultTextsShown: 'Your applicants will copy these texts:',
      text: 'Text {n}',
      addText: '+ Add another text',
      removeText: 'Remove text {n}',
    },
    account: {
      heading: 'Your account',
      url: 'URL',
      urlHint: 'Letters and digits only.',
      /** The live preview under the URL field: the company's public page address. */
      urlPreview: 'Your page address: {address}',
      /** Before the preview, when the URL typed is one docs/product.md §5 reserves: the preview then has the suffix. */
      urlReserved: '“{url}” is reserved by Typetest, so 5 random characters are added to it.',
      email: 'E-mail',
      password: 'Password',
      passwordHint: 'At least 6 characters.',
      sameEmail: 'log in and receive results with the same e-mail address',
      resultsEmail: 'E-mail for receiving results',
      terms: 'I agree to the terms',
      readTerms: 'Read the terms',
      submit: 'Submit',
    },
    terms: {
      title: 'Terms',
      beta: 'Typetest is in beta. During the beta the service is provided as is, without charge and without any warranty.',
      fees: 'We may introduce fees later. If we do, we will tell you by e-mail well in advance, before any fee applies, so you can decide whether to continue.',
      changes: 'We may change these terms at any time. The terms shown here are the ones that apply.',
      close: 'Close',
      agree: 'Agree',
    },
    finished: {
      heading: 'Welcome to Typetest',
      message: 'An e-mail with relevant information will be sent to {email}.',
      manageAccount: 'Manage your account',
    },
    emailErrorTitle: 'E-mail error',
    emailErrorMessage: 'E-mail address is not correctly formatted, please try again.',
    passwordErrorTitle: 'Password error',
    passwordErrorMessage: 'Password needs to be at least 6 characters long.',
    /**
     * The API's refusal of a password (registration and both ways of setting a new one):
     * `{title}` is passwordErrorTitle, `{reason}` passwordErrorMessage, passwordTooCommon or passwordTooWeak. The
     * wizard shows what follows the title as the Password error modal's message.
     */
    passwordRefused: '{title}: {reason}',
    passwordTooCommon: 'This password is too common. Please choose another one.',
    /** Long enough, but a pattern (aaaaaa, abcdef, a keyboard row) or a name guessed at once (Typetest, the company's). */
    passwordTooWeak: 'This password is too easy to guess. Avoid repeated or sequential characters (like "aaaaaa" or "abcdef") and names such as your company\'s.',
    emailExistsTitle: 'Email already exists',
    emailExistsMessage: 'It seems you have already created an account as the email is in use, please log in instead of registering.',
    urlExistsTitle: 'URL already exists',
    urlExistsMessage: 'Someone has already used the same URL, please choose another one.',
    loginEmailInUse: 'The provided login email address is already in use.',
    resultsEmailInUse: 'The e-mail address for receiving results is already in use.',
    /**
     * The API's words when the results address was taken between the wizard's check and the
     * registration (after the API's code "Error emailexists409: "). Its "email" differs from
     * resultsEmailInUse's "e-mail": the API has always answered so (the wizard recognises this text, in the page's language).
     */
    resultsEmailTaken: 'The email address for receiving results is already in use.',
    urlInUse: 'This URL is already in use.',
    /** Any other refusal of the registration; its message is the server's. */
    failedTitle: 'Registration failed',
    registered: 'Successfully registered',
    understood: 'Understood',
  },

  login: {
    title: 'Login',
    heading: 'Log in to your account',
    email: 'E-mail',
    password: 'Password',
    login: 'Login',
    forgotPassword: 'Forgot password?',
    register: 'Register',
    noAccount: 'No account yet? Register',
    wrongCredentials: 'Wrong username or password',
    loggedIn: 'Logged in',
    resetEmailSent: 'Email sent, check your inbox',
    resetTitle: 'Reset password',
    newPassword: 'New password',
    changePassword: 'Change password',
    passwordChanged: 'Password changed',
    passwordNotChanged: 'Password not changed',
    invalidResetLink: 'Invalid or expired reset link.',
    verifyNeedsLogin: 'You need to be logged in to verify your e-mail.',
    emailVerified: 'E-mail verified!',
    alreadyVerified: 'Your e-mail is already verified',
    verifyFailed: 'There was an issue verifying your e-mail.',
    /** The API's refusal of a /login?vc= code: unknown, used, expired, or another company's. */
    verifyLinkInvalid: 'Invalid or expired verification link.',
    understood: 'Understood',
    emailMissing: 'Enter your e-mail address.',
    passwordMissing: 'Enter your password.',
    /** "Forgot password?" pressed with the e-mail field empty: said beside the field, nothing is sent. */
    emailMissingForReset: 'Enter your e-mail address here first, then press "Forgot password?" again.',
    resetIntro: 'Choose a new password for your account.',
    newPasswordHint: 'At least 6 characters.',
    checkingResetLink: 'Checking your reset link…',
    resetLinkHelp: 'Reset links work once and expire after an hour. Ask for a new one with "Forgot password?" on the login page.',
    backToLogin: 'Back to login',
    weakPasswordTitle: 'Weak password',
    weakPasswordMessage: 'Your new password is too weak. You need to have at least 6 characters.',
    verifying: 'Verifying your e-mail…',
  },

  /** The signed-in company's screens (account-en.ts). */
  account: accountEn,

  /** Invite applicants from a pasted list or a CSV file, sent in submits of at most 15 (docs/decisions/0063-invitation-submits-and-public-link.md). */
  inviteList: {
    heading: 'Invite from a list',
    pasteLabel: 'Paste a list',
    pasteHint: 'One applicant a line: "Name, e-mail" or "Name <e-mail>". Or upload a CSV file with a name column and an e-mail column.',
    fill: 'Add to the rows',
    upload: 'Upload a CSV file',
    filled_one: '{count} applicant added to the rows. Check them, then send.',
    filled_other: '{count} applicants added to the rows. Check them, then send.',
    empty: 'There is no applicant in that list.',
    unreadable: 'The file could not be read. Save it as CSV (comma or semicolon separated) and try again.',
    /** More rows than one submit takes: how they go out. */
    inParts: '{total} applicants: they are sent {size} at a time.',
    /** The progress line while a long list is sent. */
    progress: 'Sent {sent} of {total}',
    /** A submit failed midway: what went, and that sending again goes on where it stopped. */
    stopped: 'Sent {sent} of {total}. The rest are still in the rows: press send again to go on.',
    /** Beside the modal, when a pasted list has several wrong rows. */
    rowsWrong_one: '{count} row needs a change before anything is sent.',
    rowsWrong_other: '{count} rows need a change before anything is sent.',
    /** The API's 422: a submit's key came back with another list. */
    submitKeyReused: 'This list was changed while it was being sent. Reload the page and send the rest again.',
  },

  /** A company's public link for job adverts: its switch in Invite applicants, the page behind it, and the API's answers. */
  publicLink: {
    heading: 'Public link for a job advert',
    intro:
      'Put this link in a job advert. Whoever opens it enters a name and an e-mail and gets their own invitation by mail, as if you had invited them. Each counts towards your invitations.',
    off: 'The public link is off.',
    turnOn: 'Turn on the public link',
    turnOff: 'Turn off',
    renew: 'Make a new link',
    renewConfirm: 'The current link will stop working, also in adverts already published. Make a new link?',
    linkLabel: 'Your public link',
    copy: 'Copy link',
    copied: 'Link copied',
    turnedOn: 'The public link is on',
    turnedOff: 'The public link is off',
    renewed: 'A new public link is made; the old one no longer works',
    /** Turning it on before the login e-mail is verified. */
    needsVerifiedMessage: 'The public link can be turned on once your login e-mail {email} is verified.',
    /** The page behind the link. */
    pageTitle: 'Apply to {company}',
    pageIntro: '{company} asks applicants to take a typing test. Enter your name and e-mail: your personal link to the test comes by mail.',
    fullName: 'Full name',
    email: 'E-mail',
    send: 'Send me the link',
    sent: 'Check your inbox: the link to the test is on its way to {email}. It may take a minute.',
    /** The address already has an invitation from this company: said to whoever typed it, naming nothing but that address. */
    alreadyInvited: '{email} already has an invitation from {company}. Look for that mail (also in spam). If it is lost, ask {company} for a new link.',
    closed: 'This link is not in use any more. Ask the company for a new one.',
    /** The company may not take more applicants through the link just now (its mail limits). */
    busy: '{company} cannot take more applicants through this link just now. Please try again later.',
  },

  /** The company's logo in Account settings, and the API's words when it refuses one (docs/decisions/0069-company-logo.md). */
  companyLogo: {
    label: 'Logo',
    hint: 'Shown to your applicants on the welcome screen and in their invitation, at most 240 × 80 pixels. A PNG, JPEG or WebP file of at most 200 KB.',
    current: 'Your logo as your applicants see it',
    none: 'No logo yet.',
    upload: 'Upload a logo',
    replace: 'Replace the logo',
    remove: 'Remove the logo',
    uploading: 'Uploading the logo…',
    saved: 'Logo saved',
    removed: 'Logo removed',
    tooLarge: 'The logo must be at most 200 KB. Make the picture smaller, or save it with more compression.',
    notAnImage: 'The logo must be a PNG, JPEG or WebP picture. Other files, SVG among them, are not taken.',
    unreadable: 'This file could not be read as a picture; it may be damaged. Save it again as PNG, JPEG or WebP.',
    tooManyPixels: 'This picture has too many pixels (more than 4096 × 4096). Make it smaller.',
    empty: 'The file is empty. Choose a PNG, JPEG or WebP picture.',
  },

  /** A result's print view and its read-only links for colleagues (docs/decisions/0066-shared-result-links.md): the result page's panel, the page behind a link, and the API's answers. */
  resultLinks: {
    print: 'Print',
    heading: 'Share with a colleague',
    intro: 'A read-only link to this result: whoever has it sees the result without an account, until it expires or you revoke it.',
    daysLabel: 'Link works for',
    days_one: '{count} day',
    days_other: '{count} days',
    share: 'Share',
    shared: 'Link made: copy it now, it is shown only once.',
    linkLabel: 'Link to send',
    copy: 'Copy link',
    copied: 'Link copied',
    send: 'Send link…',
    listHeading: 'Links to this result',
    none: 'No links yet.',
    open: 'Made {made}, works until {until}',
    expired: 'Made {made}, expired {until}',
    revoked: 'Made {made}, revoked',
    revoke: 'Revoke',
    revokeLabel: 'Revoke the link made {made}',
    revokedDone: 'Link revoked: it no longer opens the result',
    /** Revoking a link that is not the company's (or none). */
    notFound: 'No such link to this result.',
    /** The page behind a link. */
    pageTitle: 'Typing test result',
    sharedBy: 'Shared by {company}. Read-only; this link works until {until}.',
    unknownLink: 'This link does not open a result. Check that it was copied whole, or ask whoever sent it for a new one.',
    expiredLink: 'This link has expired. Ask whoever sent it for a new one.',
    revokedLink: 'This link was revoked by whoever shared it. Ask them for a new one if you still need it.',
  },

  authLink: {
    title: 'Account link',
    /** The card's heading (and tab title) for each kind of link, before its result is known. */
    verifyEmailHeading: 'Verify your e-mail',
    recoverEmailHeading: 'Restore your e-mail',
    resetPasswordHeading: 'Reset password',
    checking: 'Checking your link…',
    verifying: 'Verifying your e-mail…',
    restoring: 'Restoring your e-mail…',
    resetFor: 'Reset password for {email}',
    newPassword: 'New password',
    setNewPassword: 'Set new password',
    passwordHint: 'At least 6 characters.',
    /** Ways on from a link that could not be used. */
    goToLogin: 'Go to the login page',
    goToMainPage: 'Back to the main page',
    tryAgain: 'Try again',
    verifiedTitle: 'Verified!',
    verifiedMessage: 'Your email {email} was successfully verified.',
    toTheLoginPage: 'Take me to the login page',
    passwordResetTitle: 'Password reset.',
    passwordResetMessage: 'You have successfully changed your password for {email}.',
    toLoginPage: 'Take me to login page',
    emailResetTitle: 'Email reset!',
    emailResetMessage: 'Your e-mail was reset.',
    errorTitle: 'Error',
    errorMessage: 'An unknown error occured, please try again or contact support.',
    /** The API's refusal of a link that cannot be used: unknown, used, expired, or of another kind. */
    invalidLink: 'Invalid or expired link.',
    /** The API's refusal of a restore link whose old address another account has taken since. */
    emailTaken: 'This e-mail address is now used by another account, so it cannot be restored.',
    weakPasswordTitle: 'Weak password',
    weakPasswordMessage: 'Your new password is too weak. You need to have at least 6 characters.',
    understood: 'Understood',
  },

  /**
   * What the server's judge of a test found (events/src/applicant/judge-stage.ts), for the company:
   * one plain sentence per flag (accepted, worth a second look) and per refusal reason (not
   * counted; the applicant took the test again). Never a code.
   */
  integrity: {
    flags: {
      evenIntervals: 'The time between keys was nearly as even as a metronome’s; typing by hand usually varies more, seen in none of the 669 real typists we measured.',
      bursts: 'Some keys came in bursts far faster than this applicant’s own pace, as pasted text can, seen in none of the 669 real typists we measured.',
      symmetricIntervals:
        'The time between keys was spread evenly around an average, as a program’s random numbers are; in typing by hand it is mostly quick, with a long tail of slower keys; seen in 1 of the 669 real typists we measured.',
      exceptionalSpeed:
        'A test was typed faster than 200 WPM, a pace very few people sustain (seen in none of the 669 real typists we measured): worth seeing the applicant type before you rely on it.',
      fastKeyRepeat:
        'A held key repeated faster than keyboards repeat, as happens when a recorded test is played back faster than it was typed, seen in none of the 669 real typists we measured.',
      rhythmUnrelatedToText:
        'The time between keys did not follow the letters typed. People are quicker at some pairs of letters and slower at others (a capital, the same finger twice, the start of a word); here the timing was the same whatever the letters, seen in none of the 669 real typists we measured.',
      wordsInFlashes: 'Letters within words came far quicker than fingers usually move, with long pauses between the words, seen in none of the 669 real typists we measured.',
      unnaturalHolds:
        'Keys were released at the very moment they were pressed, after one fixed time, or not at all where the page records releases, seen in none of the 669 real typists we measured.',
      fasterThanIntroduction:
        'A test was typed far faster than this applicant typed the unmeasured introduction, more than people speed up between tests: no real typist we measured sped up half as much.',
      rhythmUnlikeIntroduction:
        'A test was typed at a pace, and with keys held for times, unlike the unmeasured introduction this applicant typed; a person’s pace and holds stay close between their tests, and no real typist of the 669 we measured differed as much.',
      noIntroduction:
        'The introduction test was not sent, so the tests could not be compared with this applicant’s own typing; the page sends it and waits for it before the first test, so an honest applicant’s is missing only after several failed tries (seen in none of the 669 real typists we measured).',
    },
    refusals: {
      notCurrentStage: 'The page sent a test other than the one the applicant was on (an old or second page), so it was not counted.',
      alreadyRecorded: 'The page sent a test that was already recorded (an old or second page), so it was not counted again.',
      incomplete: 'The text was not typed to its end.',
      wpmMismatch: 'The figures the page sent did not match its own keystrokes, as when they are edited by hand.',
      longerThanIssued: 'The keystrokes took longer than the time since the test began, which a real test cannot.',
      inhumanSpeed: 'The keys came faster than anyone is known to type, as with pasted text or a program.',
      severalCharactersAtOnce: 'Many characters arrived together, at one instant or a few milliseconds apart, as pasting or a program gives; people press keys one after another.',
      keysAfterEnd: 'Keys were sent after the text was complete, which the test page never records.',
      copiedLog: 'The keystrokes had the same time between every key as another applicant’s test.',
      reusedLog: 'The keystrokes had the same time between every key as one of this applicant’s earlier tests.',
      untrustedKeys: 'Some keys were sent by a script or a browser extension on the test page, not typed on a keyboard.',
    },
  },
} as const;

export const en = {
  ...pagesEn,
  /** The mails' words (subjects, bodies, buttons), kept in a file of their own for length. */
  mail: mailEn,
} as const;

/** The shape every language's catalogue must have: the same keys, any words. */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Catalogue = Widen<typeof en>;
