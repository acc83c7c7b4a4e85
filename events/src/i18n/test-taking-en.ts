/**
 * The English words of taking a typing test: the typing area (the demo's too) and the applicant's
 * screens. Part of the catalogue (en.ts); a file of its own so the applicant's page loads only
 * these and the common ones (common-en.ts).
 */
export const testTakingEn = {
  typing: {
    demoTitle: 'Try the typing test',
    hint: 'Click the text and start typing. The timer starts with your first key.',
    /** The hint on a touch screen. */
    hintTap: 'Tap the text and start typing. The timer starts with your first key.',
    typingArea: 'Typing area',
    notStarted: 'Test not started',
    complete: 'Test complete',
    seconds: '{seconds} s',
    secondsAndWpm: '{seconds} s · {wpm} WPM',
    wpm: '{wpm} WPM',
    accuracy: '{accuracy}% accuracy',
    startOver: 'Start over',
    tryAgain: 'Try again',
    /** Pasted, dropped, dictated or autocorrected text was refused. */
    keyByKey: 'Type the text key by key; pasted or dictated text is not accepted.',
  },

  applicant: {
    title: 'Typing test',
    /** The loading skeleton, for screen readers. */
    loading: 'Loading your typing test…',
    /** After the link could not be checked or the next step not loaded (no connection, server trouble). */
    tryAgain: 'Try again',
    invalidTitle: 'Invalid link',
    invalidUrl: 'The URL you entered is invalid.',
    linksExpire: 'The links expire when used. If you are supposed to redo the test, please contact your potential employer to get a new link.',
    welcomeTitle: 'Welcome',
    welcomeFrom: '{companyName} has invited you to a typing test.',
    welcomeParts: 'The test has three parts. Your results, words per minute (WPM) and accuracy, are sent to your potential employer.',
    welcomeIntroduction: 'First comes a short introduction test, which is not measured. It starts when you type the first letter.',
    continueToIntroduction: 'Continue to the introduction test',
    welcomeBackTitle: 'Welcome back',
    welcomeBack: 'You have previously done test {n}/3, continue at test {next}/3',
    continue: 'Continue',
    introductionTitle: 'Introduction test',
    introductionNote: 'This test is not measured. It shows you how the typing test works.',
    introductionCompleteTitle: 'Introduction complete',
    introductionComplete: 'You are about to do test 1/3.',
    almostThere: 'Almost there',
    betweenTests: 'You just completed test {n}/3, you are about to do test {next}/3.',
    testTitle: 'Test {n}/3',
    completeTitle: 'Complete',
    complete: 'You have completed all 3 tests. Your result was forwarded to {companyName}. You can close this page.',
    /** A finished test on its way to the server. */
    sending: 'Sending test {n}/3…',
    /** It did not arrive (the reason, e.g. no connection, is shown first): the keystrokes are kept. */
    sendFailed: 'Test {n}/3 was not sent. Your typing is kept: you do not need to type the text again.',
    sendAgain: 'Send again',
    /** Test n was recorded, but the next one could not be fetched (the reason is shown first). */
    nextFailed: 'Test {n}/3 is recorded. The next step could not be loaded.',
    /** After a refusal that asks for the test again: a fresh start on the same text. */
    retake: 'Take test {n}/3 again',
    /** After a refusal that says the page is behind the server (another tab, an old page): ask where things stand. */
    resume: 'Continue where you stopped',
    /** The link could not be checked (no connection, server trouble); the reason is shown first. */
    checkFailed: 'Your typing test could not be loaded.',
    /** Added to the refusal that locked the link (too many refused attempts at one test). */
    lockedAfterRefusals: 'That was the last attempt this link allows: please ask the company that invited you for a new link.',
    /** stagefinished refused (the server's errorMessage); `{n}` is the test's number. */
    refused: {
      notCurrentStage: 'This is not the test you are on now. Please reload the page to continue where you stopped.',
      alreadyRecorded: 'Test {n}/3 is already recorded. Please reload the page to continue where you stopped.',
      incomplete: 'Test {n}/3 was not recorded, because the text was not typed to the end. Please take test {n}/3 again.',
      wpmMismatch: 'Test {n}/3 could not be checked, so it was not recorded. Please take test {n}/3 again.',
      longerThanIssued: 'Test {n}/3 took longer than the time since it began, so it was not recorded. Please take test {n}/3 again.',
      inhumanSpeed:
        'Test {n}/3 was not recorded: it was typed faster than a person can type, as pasting, dictation or a program would. Please take test {n}/3 again, typing the text yourself, key by key.',
      severalCharactersAtOnce:
        'Test {n}/3 was not recorded: several characters arrived at once, as pasting, dictation or a program would give. Please take test {n}/3 again, typing the text yourself, key by key.',
      keysAfterEnd:
        'Test {n}/3 was not recorded: it held keys typed after the text was complete, which this page does not record. Please take test {n}/3 again, typing the text yourself, key by key.',
      copiedLog: 'Test {n}/3 was not recorded: its keystrokes are a copy of another test taken before. Please take test {n}/3 again, typing the text yourself, key by key.',
      reusedLog: 'Test {n}/3 was not recorded: its keystrokes are those of one of your earlier tests. Please take test {n}/3 again, typing the text yourself, key by key.',
    },
  },
} as const;
