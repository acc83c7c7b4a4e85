/**
 * Every text the product's mails show, in English: subjects, headings, paragraphs, button labels,
 * field labels and the footer. `{name}` is filled in when the mail is rendered. One section per
 * mail kind of the mail catalogue, plus what every mail shares (`layout`, `common`).
 */
export const mailEn = {
  layout: {
    sentBy: 'Sent by Typetest, the typing test for job applicants.',
  },
  common: {
    greeting: 'Hello {name},',
    linkFallback: 'If the button does not work, copy this link into your browser:',
    expiresIn7Days: 'The link expires in 7 days.',
    expiresIn1Hour: 'The link expires in 1 hour.',
    notGiven: 'not given',
    noneGiven: 'none given',
    /** A moment as every mail shows it: fixed to UTC, and saying so. */
    dateTimeUtc: '{dateTime} UTC',
    /** The sender's name when MAIL_FROM gives none. */
    productName: 'Typetest',
    /**
     * The sender's name of a mail a company has the product send (the applicant's invitation):
     * the company's name, then the product's words saying who sent it on its behalf
     * (docs/decisions/0067-the-company-s-brand-in-invitations.md).
     */
    senderFor: '{companyName} via {sender}',
    /** Beside the name of the company that had the product send the mail, shown as data. */
    company: 'Company',
  },
  contactRequest: {
    subject: 'Contact request: by {method} from {from}',
    heading: 'Contact request',
    intro: 'A visitor asked to be contacted by {method}.',
    methods: {
      email: 'e-mail',
      phone: 'phone',
    },
    fields: {
      contactBy: 'Contact by',
      email: 'E-mail',
      phoneNumber: 'Phone number',
      requestedAt: 'Requested at',
      details: 'Details',
    },
  },
  companyWelcome: {
    subject: 'Welcome to Typetest, {companyName}',
    preview: 'Verify your e-mail address to finish setting up {companyName} on Typetest.',
    heading: 'Welcome to Typetest',
    /**
     * The company's address alone (`/{textFolder}` without a code) is no page of its own, so the
     * mail does not offer it: applicants come in through the personal links their invitations carry.
     */
    registered:
      '{companyName} is now registered. Applicants take your typing test through a personal link each: invite them from your account, and each one gets an e-mail with their own link.',
    nextStepsHeading: 'Next steps',
    manageTexts: 'Manage your texts: choose up to 4 texts for applicants to copy, or use our default texts.',
    inviteApplicants: 'Invite applicants: each one gets an e-mail with a personal link to the test, and you receive their results by e-mail.',
    logIn: 'Log in with {loginEmail} to get started:',
    verifyIntro: 'Please confirm that {loginEmail} is your e-mail address:',
    button: 'Verify your e-mail address',
    ignore: 'If you did not register with Typetest, you can ignore this e-mail.',
  },
  emailVerification: {
    subject: 'Verify your e-mail address for Typetest',
    preview: 'Confirm that {email} is the login e-mail of {companyName}.',
    heading: 'Verify your e-mail address',
    intro: 'Please confirm that {email} is the login e-mail of {companyName} on Typetest.',
    button: 'Verify your e-mail address',
    logInNote: 'The link opens the login page: log in there and your e-mail address is verified.',
    ignore: 'If you did not ask for this, you can ignore this e-mail.',
  },
  passwordReset: {
    subject: 'Reset your Typetest password',
    preview: 'Choose a new password for {email}.',
    heading: 'Reset your password',
    intro: 'We received a request to reset the password of {companyName} on Typetest, for the login e-mail {email}.',
    button: 'Reset your password',
    ignore: 'If you did not ask to reset your password, you can ignore this e-mail. Your password stays unchanged until you choose a new one with this link.',
  },
  loginEmailChanged: {
    subject: 'The login e-mail of {companyName} was changed',
    preview: 'The login e-mail of {companyName} is now {loginEmail}.',
    heading: 'Your login e-mail was changed',
    intro: 'The login e-mail of {companyName} on Typetest was changed from {previousEmail} to {loginEmail}.',
    ifYou: 'If you made this change, there is nothing more to do.',
    ifNotYou: 'If you did not make this change, restore your e-mail address:',
    button: 'Restore my e-mail address',
    afterRestoring: 'After restoring it, choose a new password with "Forgot password?" on the login page.',
  },
  /** To the login e-mail when the results e-mail changed. */
  resultsEmailChanged: {
    subject: 'The results e-mail of {companyName} was changed',
    preview: "Applicants' results of {companyName} now go to {resultsEmail}.",
    heading: 'Your results e-mail was changed',
    intro: "Applicants' results of {companyName} on Typetest now go to {resultsEmail} instead of {previousEmail}.",
    ifYou: 'If you made this change, there is nothing more to do.',
    ifNotYou:
      'If you did not make this change, someone else may be using your account: log in, set the results e-mail back in Account settings, and choose a new password with "Forgot password?" on the login page.',
    button: 'Log in to Typetest',
  },
  /** To the address that received the results until the change. */
  resultsEmailChangedFormer: {
    heading: 'Results no longer come to this address',
    intro: "Applicants' results of {companyName} on Typetest now go to {resultsEmail}. This address, {previousEmail}, no longer receives them.",
    ifNotYou: 'If you did not expect this, tell whoever manages the Typetest account of {companyName}.',
  },
  /** To the login e-mail when the company asked to close its account (close-account.ts); `{date}` is in the company's time zone, named. */
  accountClosingRequested: {
    subject: 'The account of {companyName} on Typetest is closing',
    preview: 'The account of {companyName} closes on {date}. You can cancel until then.',
    heading: 'Your account is closing',
    intro: 'You asked to close the Typetest account of {companyName}. It closes on {date} ({timeZone}).',
    erased:
      'Then your company’s contact details and the personal data of every applicant (names, e-mail addresses and keystroke logs) are erased for good, and you cannot log in again. It cannot be undone.',
    cancel: 'Until then you can keep your account: log in and press "Cancel closing" in Account settings.',
    button: 'Log in to Typetest',
    ifNotYou:
      'If you did not ask to close your account, someone else may be using it: log in, press "Cancel closing", then choose a new password with "Forgot password?" on the login page.',
  },
  /** To the login e-mail when the company cancelled the closing. */
  accountClosingCancelled: {
    subject: 'The account of {companyName} on Typetest stays open',
    preview: 'The closing of the account of {companyName} is cancelled.',
    heading: 'Your account stays open',
    intro: 'The closing of the Typetest account of {companyName} is cancelled. Your account stays open, and nothing is erased.',
    ifNotYou: 'If you did not cancel it, someone else may be using your account: choose a new password with "Forgot password?" on the login page.',
  },
  supportRequest: {
    subject: 'Support request from {companyName}: {title}',
    heading: 'Support request',
    intro: '{companyName} sent a message to support. Reply to this e-mail to answer the company.',
    fields: {
      companyName: 'Company',
      contactName: 'Contact name',
      loginEmail: 'Login e-mail',
      companyId: 'Company id',
      requestedAt: 'Requested at',
      title: 'Title',
      details: 'Details',
    },
  },
  /**
   * The applicant's invitation; `invitationResent` shows the same explanation and link. The
   * subject starts with the product's words, never with the company's name (a 200-character name
   * could pass for the product's own sentence), and the body shows the name as data beside
   * `common.company`, not inside a sentence; neither can be auto-linked
   * (worker/src/templates/mail-parts.tsx, `unlinkable`).
   */
  applicantInvitation: {
    subject: 'Invitation to a typing test from {companyName}',
    preview: 'Your personal link to the typing test of {companyName}.',
    heading: 'Your typing test',
    intro: 'You are invited to take a typing test. This company sent the invitation through Typetest:',
    howItWorks: 'It starts with a short introduction test that is not measured, so you can see how it works. Then come three measured tests, in each of which you copy a text.',
    results: 'Your results, words per minute (WPM) and accuracy, are sent to this company.',
    /** The rules, as the test page says them too; `{max}`: the refused attempts at one test that lock the link. */
    rules: {
      time: 'The test takes about 5 minutes, and you need a keyboard.',
      reload: 'If you reload the page during a test, that test starts again from the beginning, and the company is told it was restarted.',
      keyByKey: 'Type each text yourself, key by key: pasted text, dictation and scripts are refused. After {max} refused attempts at one test, the link stops working.',
    },
    button: 'Start the typing test',
    linkIntro: 'This is your personal link:',
    validity: 'The link works until you have finished all three tests.',
    /** With a deadline: its day, in the company's time zone (named). */
    validityUntil: 'The link works until the end of {date} ({timeZone}).',
    ignore: 'If you did not expect this invitation, you can ignore this e-mail.',
    /** Above the company's welcome note (account settings), its own words. */
    note: 'A note from the company',
    /** Whom to ask: the company's address; a reply to the mail reaches it too. */
    contact: 'Questions about the test? Reply to this e-mail or write to {email}: it reaches the company, not Typetest.',
  },
  invitationResent: {
    subject: 'Your new link to the typing test of {companyName}',
    preview: 'A new personal link to the typing test of {companyName}.',
    heading: 'Your new link to the typing test',
    intro: 'You have a new link to a typing test. This company sent it through Typetest:',
    earlierLinks: 'This is a new link: any link you got earlier no longer works.',
  },
  /** A reminder to an applicant who has not finished (automatic, or sent by the company), with a new link and the deadline if any. */
  applicantReminder: {
    subject: 'Reminder: your typing test for {companyName}',
    preview: 'A reminder and a new personal link to the typing test of {companyName}.',
    heading: 'A reminder about your typing test',
    intro: 'You have not finished your typing test yet. This company invited you to it through Typetest:',
    /** The earlier link works until this one is first opened (docs/decisions/0042-links-end-when-the-next-is-used.md). */
    newLink: 'This reminder has a new link. Once you open it, any link you got earlier stops working.',
  },
  /** To the company when too many refused attempts locked an applicant's link. */
  applicantLocked: {
    subject: 'The test link of {fullName} is locked after refused attempts',
    preview: '{fullName} can no longer open your typing test: too many attempts at test {stage} were refused.',
    heading: 'A test link is locked',
    intro: 'Too many attempts by {fullName} ({email}) at test {stage} of your typing test were refused, so their link stopped working {when}.',
    refusalsIntro: 'The refused attempts:',
    refusal: 'Test {stage}, {when}: {reason}',
    next: 'Nothing more happens unless you act. To let {fullName} try again, send the invitation again under Invite applicants; the new link goes on from the test they were on.',
    button: 'Log in to Typetest',
  },
  applicantResults: {
    /** The score in the subject, so the inbox alone tells results apart. */
    subject: '{fullName}: {wpm} WPM, {accuracy}% accuracy',
    subjectWithVerdict: '{fullName}: {wpm} WPM, {accuracy}% accuracy, {verdict}',
    subjectVerdicts: {
      passed: 'passed',
      notPassed: 'not passed',
      needsReview: 'needs review',
    },
    preview: '{fullName} typed {wpm} WPM with {accuracy}% accuracy.',
    /** The headline: the figures themselves. */
    heading: '{wpm} WPM, {accuracy}% accuracy',
    /** A mail decided before it carried the pass mark itself says only the verdict, beside fields.passMark. */
    verdicts: {
      passed: 'Passed',
      notPassed: 'Not passed',
    },
    /** A result worth a second look (events/src/applicant/second-look.ts) is never a plain pass: it needs review, the pass mark's own verdict beside. */
    needsReview: 'Needs review: see how the tests were taken below.',
    needsReviewBeside: 'Needs review: see how the tests were taken below. By the pass mark alone: {verdict}.',
    /** The pass mark itself, with the limits the company set. */
    passMark: {
      both: 'at least {minimumWpm} WPM and {minimumAccuracy}% accuracy',
      wpm: 'at least {minimumWpm} WPM',
      accuracy: 'at least {minimumAccuracy}% accuracy',
    },
    /** Not passed, and which part of the pass mark was missed. */
    missed: {
      wpm: 'Not passed: the speed, {wpm} WPM, is below {minimumWpm} WPM',
      accuracy: 'Not passed: the accuracy, {accuracy}%, is below {minimumAccuracy}%',
      both: 'Not passed: both the speed, {wpm} WPM, and the accuracy, {accuracy}%, are below the pass mark',
    },
    intro: '{fullName} has finished all three tests of your typing test.',
    fields: {
      fullName: 'Applicant',
      email: 'E-mail',
      result: 'Result',
      finishedAt: 'Finished at',
      passMark: 'Your pass mark',
      verdict: 'Verdict',
    },
    /** A moment in the company's own time zone, named. */
    dateTimeIn: '{dateTime} ({timeZone})',
    result: '{wpm} WPM, {accuracy}% accuracy (the mean of the three tests)',
    stagesHeading: 'Each test',
    columns: {
      stage: 'Test',
      wpm: 'WPM',
      accuracy: 'Accuracy',
    },
    stage: 'Test {stage}/3',
    accuracy: '{accuracy}%',
    comparisonHeading: 'How fast that is',
    typistPercentile: '{fullName} types faster than about {percentile}% of typists in general.',
    /** At the ends a rounded percentage would overstate: "faster than 99%" is said as the top 1%. */
    typistTop: '{fullName} is in the top {top}% of typists in general: faster than nearly all of them.',
    typistBottom: '{fullName} is among the slowest 1% of typists in general.',
    typistSource: 'Typists in general: {source}, 136 million keystrokes from 168,000 typists, with a mean of {meanWpm} WPM and a standard deviation of {sdWpm} WPM.',
    companyStanding: 'Among your own applicants so far, {fullName} typed faster than {fasterThan} of the {outOf} who finished before.',
    companyFirst: '{fullName} is the first of your applicants to finish the test, so there is no one of yours to compare with yet.',
    /** Fewer finished before than a rank means anything with (standing.ts, fewestToCompareWith). */
    companyTooFew: 'Only a few of your applicants finished the test before {fullName}, too few to compare with yet.',
    flagsHeading: 'Worth a second look',
    flags: {
      evenIntervals: 'In at least one test the keys came at unusually even intervals (seen in none of the 669 real typists we measured).',
      bursts: 'In at least one test some keys came in bursts far faster than this applicant’s own pace (seen in none of the 669 real typists we measured).',
      symmetricIntervals:
        'In at least one test the time between keys was spread evenly around an average, as a program’s random numbers are; in typing by hand it is mostly quick, with a long tail of slower keys (seen in 1 of the 669 real typists we measured).',
      exceptionalSpeed: 'In at least one test the pace was above 200 WPM, which very few people sustain (seen in none of the 669 real typists we measured).',
      fastKeyRepeat:
        'In at least one test a held key repeated faster than keyboards do, as when a recorded test is played back faster (seen in none of the 669 real typists we measured).',
      rhythmUnrelatedToText: 'In at least one test the time between keys did not follow the letters typed (seen in none of the 669 real typists we measured).',
      wordsInFlashes: 'In at least one test letters within words came far quicker than the pauses between words (seen in none of the 669 real typists we measured).',
      unnaturalHolds:
        'In at least one test keys were released at the moment they were pressed, after one fixed time, or not at all (seen in none of the 669 real typists we measured).',
      fasterThanIntroduction: 'At least one test was typed far faster than the applicant typed the introduction.',
      rhythmUnlikeIntroduction: 'At least one test was typed at a pace, and with keys held for times, unlike the introduction the applicant typed.',
      noIntroduction: 'The introduction test was not sent, so the tests could not be compared with the applicant’s own typing (seen in none of the 669 real typists we measured).',
    },
    flagsNote:
      'A person can type like this, but so can a program; you may want to see the applicant type before you decide. The result reads “Needs review” until you accept or reject it on its result page.',
    refusalsIntro: 'Refused attempts, which did not count; the applicant took the test again:',
    refusal: 'Test {stage}, {when}: {reason}',
    restarts: 'Tests started again from the beginning (the page was reloaded mid-test): {count}.',
    locks: 'Times the link stopped working after too many refused attempts, until you sent it again: {count}.',
    viewResult: 'View result',
    viewResultNote: 'The result page shows each test’s text with the errors marked, the speed over time and a replay of the typing.',
    history: 'All your applicants’ results are under Applicant results & history when you log in:',
  },
} as const;

export type MailMessages = typeof mailEn;
