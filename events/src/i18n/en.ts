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
import { commonEn } from './common-en.ts';
import { inputEn } from './input-en.ts';
import { mailEn } from './mail-en.ts';
import { stageRefusalsEn } from './stage-refusals-en.ts';
import { testTakingEn } from './test-taking-en.ts';

export const en = {
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

  account: {
    /** docs/product.md §2: the logged-in menu is titled Welcome plus the company name. */
    welcome: 'Welcome {name}',
    /** An applicant's personal data: when it is erased (retention.ts), and the file of it (applicant-data.ts). */
    applicantData: {
      erasedIn_one: 'Data erased in {count} day',
      erasedIn_other: 'Data erased in {count} days',
      /** The retention period has passed: the daily erasure takes it next. */
      erasureDue: 'Data about to be erased',
      download: 'Download applicant data',
      downloaded: 'Applicant data downloaded',
      notFound: 'No such applicant in your account.',
      /** The first line of the file Download applicant data gives. */
      about:
        'Everything Typetest holds about this applicant for {company}: who they are, the mails sent, each test with every keystroke, refused attempts, the result, and when the data is erased.',
    },
    menu: {
      manageTexts: 'Manage your texts',
      accountSettings: 'Account settings',
      history: 'Applicant results & history',
      invite: 'Invite applicants',
      contactSupport: 'Contact support',
      logOut: 'Log out',
    },
    loggedOut: 'Logged out',
    saveChanges: 'Save changes',
    changesSaved: 'Changes saved',
    understood: 'Understood',
    /** The menu's notice while the login e-mail is unverified. */
    emailNotVerified: 'Your e-mail address {email} is not verified yet. Open the link in the e-mail we sent you to verify it.',
    sendVerificationAgain: 'Send the verification e-mail again',
    verificationSent: 'A verification e-mail is on its way to {email}.',
    /** The API's answer to "Send the verification e-mail again" when it sent one. */
    verificationRequested: 'Verification e-mail sent',
    loadFailed: 'We could not load your account.',
    tryAgain: 'Try again',
    backToMenu: 'Back to My account',
    texts: {
      explanation: 'Input the text you want the users to replicate in the typing test',
      useDefaultTexts: 'Use default texts',
      usingDefaultTexts: 'You are currently using our default texts.',
      text: 'Text {n}',
      addText: '+ Add another text',
      removeText: 'Remove text {n}',
      /** Beside the disabled Save changes: why it cannot be pressed. */
      textsMissing: 'Fill in every text, or remove the empty ones, to save your changes.',
      loading: 'Loading your texts…',
      savedOwn: 'Your applicants will type these texts from now on.',
      savedDefault: 'Your applicants will type our default texts from now on.',
    },
    settings: {
      companyName: 'Company name',
      loginEmail: 'E-mail (username)',
      sameEmail: 'I want to log in and receive results with the same e-mail address',
      resultsEmail: 'E-mail for receiving results',
      contactName: 'Contact full name',
      url: 'Your unique URL',
      urlHint: 'Letters and digits only.',
      /** Followed by the page's address, as a link. */
      urlPreview: 'Your public page:',
      street: 'Street',
      postalCodeAndArea: 'Postal code & area',
      vatNo: 'Org. no / VAT no',
      urlExistsTitle: 'URL already exists',
      urlExistsMessage: 'Someone has already used the same URL, please choose another one.',
      emailExistsTitle: 'Email already exists',
      emailExistsMessage: 'You are trying to change your e-mail to one that already exists on another account.',
      fieldMissing: 'This field must not be empty.',
      emailFormat: 'E-mail address is not correctly formatted, please try again.',
      /** Before the preview, when the URL typed is one docs/product.md §5 reserves: the preview, and what is saved, has the suffix. */
      urlReserved: '“{url}” is reserved by Typetest, so 5 random characters are added to it.',
      saved: 'Your account settings are up to date.',
      loginEmailChanged: 'We sent a verification link to {email}. We also sent a link to {previousEmail} that restores the old address, in case the change was not yours.',
      /** Shown only when the login or results e-mail differs from the saved one. */
      currentPassword: 'Current password',
      currentPasswordHint: 'Needed to change an e-mail address.',
      currentPasswordMissing: 'Enter your current password to change an e-mail address.',
      currentPasswordWrong: 'The current password is not correct. Nothing was changed.',
      /** How results are judged and dated: the pass mark and the time zone. */
      resultsHeading: 'Results',
      passMarkNote: 'Optional. With a pass mark, every result says Passed or Not passed: it passes when it meets each minimum you set.',
      minimumWpm: 'Minimum WPM',
      minimumWpmHint: 'A whole number from 0 to 400. Leave it empty for no minimum.',
      minimumWpmWrong: 'Enter a whole number from 0 to 400, or leave the field empty.',
      minimumAccuracy: 'Minimum accuracy',
      minimumAccuracyHint: 'A percentage from 0 to 100, decimals allowed (92.5). Leave it empty for no minimum.',
      minimumAccuracyWrong: 'Enter a percentage from 0 to 100 with at most one decimal, or leave the field empty.',
      timeZone: 'Time zone',
      timeZoneHint: 'The dates and times of your results are shown in it. Type a city or region to find it, such as Stockholm.',
      timeZoneWrong: 'Choose a time zone from the list, such as Europe/Stockholm.',
      /** Reminders and the deadline new invitations get. */
      invitationsHeading: 'Invitations',
      automaticReminders: 'Send automatic reminders',
      automaticRemindersHint: 'An applicant who has not started the test a while after the invitation gets one reminder e-mail with a new link.',
      /** The same, with the server's REMINDER_AFTER_HOURS once the page knows it. */
      automaticRemindersAfter_one: 'An applicant who has not started the test {count} hour after the invitation (or the latest new link) gets one reminder e-mail with a new link.',
      automaticRemindersAfter_other:
        'An applicant who has not started the test {count} hours after the invitation (or the latest new link) gets one reminder e-mail with a new link.',
      defaultDeadline: 'Default deadline (days)',
      defaultDeadlineHint: 'How many days after the invitation the link works, from 1 to 365. Leave it empty for no deadline.',
      defaultDeadlineWrong: 'Enter a whole number of days from 1 to 365, or leave the field empty.',
      /** How long applicant data is kept (docs/privacy.md). */
      privacyHeading: 'Applicant data',
      retention: 'Keep applicant data for (months)',
      retentionHint:
        "An applicant's name, e-mail address, keystrokes and result are erased this many months after their last activity, from 1 to 120. Two years (24) is usual in Sweden.",
      retentionWrong: 'Enter a whole number of months from 1 to 120.',
      /** What the company's applicants see of it: the welcome note (docs/decisions/0067-the-company-s-brand-in-invitations.md). */
      brandHeading: 'What your applicants see',
      welcomeNote: 'Welcome note',
      welcomeNoteHint: 'Shown to your applicants on the welcome screen and in their invitation, as plain text, up to 500 characters. Leave it empty for none.',
      welcomeNoteWrong: 'Write at most 500 characters.',
    },
    support: {
      repliesTo: 'Replies will be sent to {email}.',
      title: 'Title',
      details: 'Details',
      submit: 'Submit',
      sent: 'Your e-mail has been sent.',
      submitted: 'Submitted!',
      answerSoon: 'We will answer you at {email}.',
    },
    history: {
      searchByDate: 'Search by date',
      clearDate: 'Clear',
      searchByNameOrEmail: 'Search by name or e-mail',
      wpm: '{wpm} WPM',
      invalidDate: 'Invalid date',
      noResults: 'No results',
      viewMore: 'View more results',
      /** The search's two fields, as one landmark. */
      search: 'Search your results',
      /** A result: the mean of the three tests, then each test. */
      accuracy: '{accuracy}% accuracy',
      stage: 'Test {stage}: {wpm} WPM, {accuracy}% accuracy',
      stages: 'Each test',
      /** A result whose keystrokes were odd but possible (docs/decisions/0020-judge-measured-on-corpora.md): said plainly, for the company to weigh. */
      flagged: 'Worth a second look',
      flags: {
        evenIntervals: 'The keys came at unusually even intervals in a test (seen in none of the 669 real typists we measured).',
        bursts: 'Some keys came in bursts far faster than this applicant’s usual pace (seen in none of the 669 real typists we measured).',
        symmetricIntervals: 'The time between keys was spread evenly around an average, as a program’s random numbers are (seen in 1 of the 669 real typists we measured).',
        exceptionalSpeed: 'A test was typed faster than 200 WPM, a pace very few people sustain (seen in none of the 669 real typists we measured).',
        fastKeyRepeat: 'A held key repeated faster than keyboards repeat, as when a recorded test is played back faster (seen in none of the 669 real typists we measured).',
        rhythmUnrelatedToText: 'The time between keys did not follow the letters typed (seen in none of the 669 real typists we measured).',
        wordsInFlashes: 'Letters within words came far quicker than the pauses between words (seen in none of the 669 real typists we measured).',
        unnaturalHolds: 'Keys were released at the moment they were pressed, after one fixed time, or not at all (seen in none of the 669 real typists we measured).',
        fasterThanIntroduction: 'A test was typed far faster than this applicant typed the introduction (no real typist we measured sped up half as much).',
        rhythmUnlikeIntroduction: 'A test was typed at a pace and with key holds unlike this applicant’s introduction (seen in none of the 669 real typists we measured).',
        noIntroduction:
          'The introduction test was not sent, so the tests could not be compared with this applicant’s own typing (seen in none of the 669 real typists we measured).',
      },
      loading: 'Loading results…',
      /** Against the company's pass mark. */
      passed: 'Passed',
      notPassed: 'Not passed',
      /** A result worth a second look (events/src/applicant/second-look.ts) until the company reviews it: never a plain pass. */
      needsReview: 'Needs review',
      needsReviewBeside: 'Needs review (pass mark: {passMark})',
      passMarkBeside: '(pass mark: {passMark})',
      /** The company's review of a result, beside the pass mark's verdict. */
      reviewed: { accept: 'Reviewed: accepted', reject: 'Reviewed: rejected' },
      sortBy: 'Sort by',
      sort: { date: 'Newest first', wpm: 'Fastest first', accuracy: 'Most accurate first', status: 'By status' },
      show: 'Show',
      filter: { all: 'All results', passed: 'Passed', notPassed: 'Not passed', flagged: 'Flagged' },
      /** The company's own status (events/src/applicant/result-decision.ts): the list's filter by it. */
      statusFilter: { any: 'Any status', none: 'No status yet', shortlisted: 'Shortlisted', hired: 'Hired', rejected: 'Rejected' },
      /** A row's status control, named for screen readers. */
      statusOf: 'Status of {name}',
      statusSaved: '{name}: {status}',
      /** Ticking results to compare them side by side (2 to 4). */
      compareOf: 'Compare {name}',
      compare: 'Compare ({count})',
      compareHint: 'Tick 2 to 4 results to compare them side by side.',
      compareFull: 'At most 4 results can be compared at once.',
      /** The results table's column headings. */
      columns: {
        name: 'Name',
        email: 'E-mail',
        wpm: 'WPM',
        accuracy: 'Accuracy',
        when: 'Date and time',
        passed: 'Pass mark',
        flags: 'Flags',
        result: 'Result',
        status: 'Status',
        compare: 'Compare',
      },
      caption: 'Your applicants’ results',
      accuracyValue: '{accuracy}%',
      timeZoneNote: 'Dates and times are in {timeZone} (Account settings).',
      viewResult: 'View result',
      viewResultOf: 'View result of {name}',
      /** The flag marker of a row, for screen readers and as its tooltip: the reasons follow. */
      flagsOf: 'Worth a second look: {reasons}',
      noFlags: 'No flags',
      refusals: 'Refused attempts: {count}.',
      restarts: 'Tests started again from the beginning: {count}.',
      timesAway: 'Times away from the test page: {count}, {seconds} s in all.',
      pasteAttempts: 'Paste attempts: {count}.',
      exportCsv: 'Export CSV',
      exported: 'The CSV file is downloaded.',
    },
    /** The company's own status on a result (events/src/applicant/result-decision.ts). */
    status: { label: 'Status', none: 'No status', shortlisted: 'Shortlisted', hired: 'Hired', rejected: 'Rejected' },
    /** Results side by side (`/login?view=compare&ids=…`). */
    compare: {
      title: 'Compare results',
      loading: 'Loading the results…',
      tooFew: 'Tick 2 to 4 results in your results list to compare them.',
      caption: 'The results side by side',
      overall: 'Mean of the three tests',
      verdict: 'Result',
      flags: 'How the tests were taken',
      speed: 'Speed over time, test {stage} (WPM, one scale for all)',
      stageFigures: 'Test {stage}',
      figures: '{wpm} WPM, {accuracy}%',
      noConcerns: 'Nothing unusual',
    },
    /** The account menu's overview, above its buttons. */
    overview: {
      heading: 'Overview',
      awaiting: 'Applicants awaiting results',
      thisWeek: 'Results this week',
      latest: 'Latest results',
      latestFigures: '{wpm} WPM, {accuracy}% accuracy',
      none: 'No results yet.',
      loading: 'Loading the overview…',
      allResults: 'All results',
    },
    /** The CSV export's header row (one row per applicant). */
    export: {
      name: 'Name',
      email: 'E-mail',
      wpm: 'WPM',
      accuracy: 'Accuracy (%)',
      stageWpm: 'Test {stage} WPM',
      stageAccuracy: 'Test {stage} accuracy (%)',
      when: 'Date and time ({timeZone})',
      passed: 'Passed',
      flags: 'Flags',
      review: 'Review',
      reviewNote: 'Review note',
      /** What the test page noticed over the three tests (docs/decisions/0054-signals-from-the-test-page.md). */
      timesAway: 'Times away from the test',
      secondsAway: 'Seconds away from the test',
      pasteAttempts: 'Paste attempts',
      /** The company's own status and private note (docs/decisions/0062-statuses-notes-and-comparison.md). */
      status: 'Status',
      note: 'Note',
    },
    /** One applicant's result page, opened from the history or the results mail. */
    result: {
      title: 'Applicant result',
      backToHistory: 'Back to Applicant results & history',
      loading: 'Loading the result…',
      notFoundHeading: 'Result not found',
      notFound: 'This result is not in your account. If the link came in a results e-mail, log in to the account it was sent to.',
      notFinished: 'This applicant has not finished the three tests yet.',
      finishedAt: 'Finished {when}',
      overall: 'The mean of the three tests',
      wpm: '{wpm} WPM',
      accuracy: '{accuracy}% accuracy',
      passed: 'Passed',
      notPassed: 'Not passed',
      passMark: 'Your pass mark: {limits}',
      needsReview: 'Needs review',
      passMarkAlone: 'By the pass mark alone: {verdict}',
      reviewHeading: 'Your review',
      reviewIntro: 'See how the tests were taken below, then accept or reject the result. Until you do, it reads “Needs review” in your results.',
      reviewDecision: 'Your decision',
      reviewAccept: 'Accept',
      reviewReject: 'Reject',
      reviewNote: 'Note (optional)',
      reviewSave: 'Save review',
      reviewSaved: 'Your review is saved.',
      reviewedAccept: 'Reviewed: accepted, {when}',
      reviewedReject: 'Reviewed: rejected, {when}',
      reviewedNote: 'Note: {note}',
      /** The company's own status and private note on the result. */
      decisionHeading: 'Status and private note',
      decisionIntro: 'Only your company sees these. They show in your results list and in the CSV file.',
      statusSaved: 'The status is saved.',
      note: 'Private note',
      noteHint: 'Up to {max} characters.',
      noteSave: 'Save note',
      noteSaved: 'The note is saved.',
      minimumWpm: 'at least {wpm} WPM',
      minimumAccuracy: 'at least {accuracy}% accuracy',
      comparisonHeading: 'How the applicant compares',
      typistPercentile: 'Faster than about {percentile}% of typists in general.',
      typistTop: 'In the top {top}% of typists in general: faster than nearly all of them.',
      typistBottom: 'Among the slowest 1% of typists in general.',
      companyStanding_one: 'Faster than {fasterThan} of your {count} other applicant who finished.',
      companyStanding_other: 'Faster than {fasterThan} of your {count} other applicants who finished.',
      companyFirst: 'The first of your applicants to finish, so there is no one of yours to compare with yet.',
      /** 1 to 4 others finished (standing.ts, fewestToCompareWith): a rank among them says nothing. */
      companyTooFew_one: 'Only {count} other of your applicants has finished, too few to compare with yet.',
      companyTooFew_other: 'Only {count} others of your applicants have finished, too few to compare with yet.',
      stageHeading: 'Test {stage}',
      figures: {
        wpm: 'WPM',
        accuracy: 'Accuracy',
        duration: 'Duration',
        charactersTyped: 'Characters typed',
        errorsCorrected: 'Errors corrected',
        errorsLeft: 'Errors left',
      },
      seconds: '{seconds} s',
      percent: '{value}%',
      typedText: 'The text as typed',
      typedTextNote: 'Characters typed wrong and left in are marked; a space typed wrong shows as ␣.',
      /** After a wrong character, for everyone (screen readers too): what the text had there. */
      expected: '(text: {expected})',
      speedHeading: 'Speed over time (WPM every 5 seconds)',
      /** The chart's description for screen readers: each point's time and WPM. */
      speedSummary: 'WPM every 5 seconds: {points}.',
      speedPoint: '{seconds} s: {wpm}',
      replayHeading: 'Replay',
      replayNote: 'The test as it was typed, at its real pace.',
      play: 'Play',
      pause: 'Pause',
      replaySpeed: 'Replay speed',
      replaySpeedOption: '{n}x',
      position: 'Position in the replay',
      positionValue_one: '{elapsed} of {count} second',
      positionValue_other: '{elapsed} of {count} seconds',
      /** Marks on the replay's time line (replay-marks.ts); each moves the replay there. */
      marksHeading: 'Marked in the replay',
      markAway_one: 'Left the test page at {at} s, for {count} second',
      markAway_other: 'Left the test page at {at} s, for {count} seconds',
      markPaste: 'Tried to paste at {at} s',
      markFlag: 'Noticed from {at} s to {end} s: {flag}',
      flagSeenAt: '(test {stage}, at {at} in the replay)',
      markPause_one: 'Paused {count} second at {at} s',
      markPause_other: 'Paused {count} seconds at {at} s',
      /** Shown when the page recorded the key's release. */
      keyHeld: 'Last key held {ms} ms',
      integrityHeading: 'How the tests were taken',
      noConcerns: 'Nothing unusual: no flags, no refused attempts and no restarts.',
      flagsHeading: 'Worth a second look',
      refusalsHeading: 'Refused attempts',
      refusal: 'Test {stage}, {when}: {reason}',
      restartsHeading: 'Tests started again',
      restart: 'Test {stage} was started again from the beginning, {when}.',
      /** What the test page noticed (docs/decisions/0054-signals-from-the-test-page.md). */
      pageHeading: 'Leaving the test page and pasting',
      leftPage_one: 'Test {stage}: the applicant left the test page once, {seconds} s in all.',
      leftPage_other: 'Test {stage}: the applicant left the test page {count} times, {seconds} s in all.',
      pasteAttempts_one: 'Test {stage}: the applicant tried once to paste or drop text, which the page refused.',
      pasteAttempts_other: 'Test {stage}: the applicant tried {count} times to paste or drop text, which the page refused.',
      locked: 'The link stopped working after too many refused attempts at test {stage}, {when}, until you sent it again.',
    },
    /** Erasing an applicant's personal data (events/src/applicant/erase-applicant.ts), from the result page and the awaiting list. */
    erasure: {
      action: 'Erase personal data',
      /** The awaiting list's button, for screen readers: whose data (its visible words first, as axe's label-content-name-mismatch asks). */
      actionFor: 'Erase personal data of {email}',
      confirmTitle: 'Erase personal data',
      confirmMessage:
        'Erase the personal data of {name} ({email}) for good? Their name, e-mail and keystroke logs are deleted and their link stops working. A result stays in your history, with its figures, as “Erased applicant”. This cannot be undone.',
      confirm: 'Erase',
      erased: 'Personal data erased',
      /** In place of the name wherever the applicant is listed: the history, the result page, the CSV. */
      erasedApplicant: 'Erased applicant',
      /** The result page of an erased applicant: why there is no replay. */
      erasedNote: 'This applicant’s personal data was erased {when}: the figures stay, the typing replay is gone.',
      alreadyErased: 'This applicant’s personal data is already erased.',
      notFound: 'There is no such applicant in your account.',
    },
    /** Closing the company's account (events/src/company/close-account.ts), in Account settings. */
    closing: {
      heading: 'Close account',
      /** Before the company asks: what happens and when. */
      explanation_one:
        'Closing your account erases, {count} day after you ask, your company’s contact details and the personal data of every applicant: names, e-mail addresses and keystroke logs. Until then you can log in and cancel. Afterwards you cannot log in again, and it cannot be undone.',
      explanation_other:
        'Closing your account erases, {count} days after you ask, your company’s contact details and the personal data of every applicant: names, e-mail addresses and keystroke logs. Until then you can log in and cancel. Afterwards you cannot log in again, and it cannot be undone.',
      password: 'Your password',
      passwordHint: 'Needed to close your account.',
      action: 'Close account',
      /** While the closing is pending: when it takes effect, and that it can still be cancelled. */
      pending:
        'Your account closes on {date}. Until then you can log in and cancel the closing. Then your company’s contact details and every applicant’s personal data are erased for good, and you cannot log in again.',
      cancel: 'Cancel closing',
      cancelled: 'The closing of your account is cancelled. Your account stays open.',
      passwordMissing: 'Enter your password to close your account.',
      passwordWrong: 'The password is not correct. Nothing was changed.',
      alreadyClosing: 'Your account is already closing.',
      notClosing: 'Your account is not closing, so there is nothing to cancel.',
    },
    invite: {
      email: 'Applicant e-mail',
      emailPlaceholder: 'applicant@example.com',
      fullName: 'Full name',
      fullNamePlaceholder: 'Full name',
      addRow: '+ 1 applicant',
      removeRow: 'Remove applicant {n}',
      send: 'Save new applicants & send invitations via e-mail',
      awaiting: 'Current applicants awaiting results',
      noneAwaiting: 'No current applicants right now, do some invitations!',
      remove: 'Remove {email}',
      resend: 'Resend the invitation to {email}',
      removeConfirmTitle: 'Remove applicant',
      removeConfirmMessage: 'Remove {name} ({email})? Their link will stop working.',
      removeConfirm: 'Remove',
      resendConfirmTitle: 'Resend invitation',
      resendConfirmMessage: 'Send the invitation to {name} ({email}) again?',
      /** Before a new link lets them try again: what the refused attempts were. */
      resendAttempts_one: '{count} attempt by {name} was refused; the new link lets them try again:',
      resendAttempts_other: '{count} attempts by {name} were refused; the new link lets them try again:',
      resendConfirm: 'Resend',
      noApplicantTitle: 'No applicant',
      noApplicantMessage: 'You need to enter at least 1 applicant',
      emptyEmailTitle: 'Empty email',
      emptyEmailMessage: 'You need to insert a email for {name}',
      emptyNameTitle: 'Empty name',
      emptyNameMessage: 'You need to insert a full name for the email {email}',
      duplicateTitle: 'Duplicate Email ❗️',
      duplicateMessage: 'Email {email} exists on another invited applicant',
      twiceTitle: 'Email appears twice in the list',
      twiceMessage: 'Email {email} is attempted to be added twice',
      invalidTitle: 'Invalid email',
      invalidMessage: '{email} is not a valid e-mail, please check and try again.',
      failed: 'Failed to send invitation',
      sent: 'Invitation sent',
      resent: 'Invitation re-sent',
      removed: 'Applicant removed',
      /** The API's 429 for invitations, per company: `{wait}` is one of `wait`'s phrases. */
      tooMany: 'You have sent many invitations in a short time. Please send more {wait}.',
      /** Remove or resend for an applicant no longer awaiting results (removed meanwhile, or finished). */
      notAwaiting: 'This applicant is no longer awaiting results.',
      /** The API's refusal of a reminder by hand (sendreminder): the link has expired, or is locked; a new link is what helps. */
      reminderExpired: "This applicant's link has expired. Send a new link instead.",
      reminderLocked: "This applicant's link is locked after too many refused attempts. Send a new link instead.",
      intro: 'Each applicant gets an e-mail with a personal link to the typing test. Rows with both an e-mail and a full name are sent.',
      /** Each row's group, for screen readers: which applicant's fields these are. */
      row: 'Applicant {n}',
      /** Beside the disabled "+ 1 applicant": why it cannot be pressed. */
      rowsFull_one: 'You can invite up to {count} applicant at a time. Send this invitation first, then add more.',
      rowsFull_other: 'You can invite up to {count} applicants at a time. Send these invitations first, then add more.',
      /** An applicant's progress through the measured tests. */
      notStarted: 'Not started yet',
      progress_one: '{n} of {count} test done',
      progress_other: '{n} of {count} tests done',
      /** A test begun and not finished (typing under way, or refused and to be taken again): the ones before it are done. */
      startedTest: 'Started test {n} of {count}',
      /** Beside the progress: typing the server refused, and tests begun again after a reload. */
      refusals: 'Refused attempts: {n}',
      restarts: 'Tests restarted: {n}',
      /** The link stopped working after too many refused attempts at one test. */
      locked_one: 'Link locked after {count} refused attempt at one test: send the invitation again to give a new link.',
      locked_other: 'Link locked after {count} refused attempts at one test: send the invitation again to give a new link.',
      /** The invitation's deadline: the link works to the end of that day, in the company's time zone ({timeZone}). */
      deadline: 'Deadline',
      deadlineHint: 'The link stops working after the chosen day ({timeZone}). You can always send a new link.',
      noDeadline: 'No deadline',
      deadlineOnDate: 'A date',
      deadlineDate: 'Last day the link works',
      deadlineWrongTitle: 'Check the deadline',
      deadlineWrongMessage: 'Choose a date from today up to one year ahead, or choose “No deadline”.',
      /** In the awaiting list: the last day the applicant's link works, and a link past it. */
      deadlineShown: 'Deadline: {date}',
      expired: 'Expired',
      remindedAt: 'Reminder sent {when}',
      /** An expired applicant's way on: the send-again action, with a new link. */
      newLink: 'Send a new link',
      sendNewLink: 'Send a new link to {email}',
      newLinkConfirmTitle: 'Send a new link',
      newLinkConfirmMessage: 'Send {name} ({email}) a new link? Its deadline is the default deadline from Account settings.',
      newLinkConfirm: 'Send new link',
      sendReminder: 'Send reminder',
      sendReminderTo: 'Send reminder to {email}',
      reminderConfirmTitle: 'Send reminder',
      reminderConfirmMessage: 'Send {name} ({email}) a reminder with a new link? The link they have now works until they open the new one.',
      reminderConfirm: 'Send reminder',
      reminderSent: 'Reminder sent',
      loading: 'Loading your applicants…',
      /**
       * While the login e-mail is not verified (UNVERIFIED_INVITATION_LIMIT): the notice above the
       * form, and the API's refusal of a list longer than what is left.
       */
      unverifiedNotice_one: 'Until you verify your e-mail address {email}, you can invite at most {count} applicant (new links and reminders count too). Invitations left: {left}.',
      unverifiedNotice_other:
        'Until you verify your e-mail address {email}, you can invite at most {count} applicants (new links and reminders count too). Invitations left: {left}.',
      unverifiedTitle: 'Verify your e-mail address first',
      unverifiedMessage_one:
        'Until you verify your e-mail address {email}, you can invite at most {count} applicant (new links and reminders count too). Invitations left: {left}. Open the link in the e-mail we sent you, or send the verification e-mail again.',
      unverifiedMessage_other:
        'Until you verify your e-mail address {email}, you can invite at most {count} applicants (new links and reminders count too). Invitations left: {left}. Open the link in the e-mail we sent you, or send the verification e-mail again.',
      /** A new link or a reminder refused: they count as invitations until the login e-mail is verified. */
      unverifiedUsedMessage_one:
        'Until you verify your e-mail address {email}, you can send applicants at most {count} e-mail with a link (invitations, new links and reminders), and it has been sent. Open the link in the e-mail we sent you, or send the verification e-mail again.',
      unverifiedUsedMessage_other:
        'Until you verify your e-mail address {email}, you can send applicants at most {count} e-mails with a link (invitations, new links and reminders), and they have all been sent. Open the link in the e-mail we sent you, or send the verification e-mail again.',
    },
  },

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

  /** The mails' words (subjects, bodies, buttons), kept in a file of their own for length. */
  mail: mailEn,
} as const;

/** The shape every language's catalogue must have: the same keys, any words. */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Catalogue = Widen<typeof en>;
