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
    /** The rules, on the welcome and the welcome back (the invitation says them too); `{max}`: the refused attempts at one test that lock the link. */
    rules: {
      time: 'The test takes about 5 minutes, and you need a keyboard.',
      reload: 'If you reload the page during a test, that test starts again from the beginning, and your potential employer is told it was restarted.',
      keyByKey: 'Type each text yourself, key by key: pasted text, dictation and scripts are refused. After {max} refused attempts at one test, the link stops working.',
    },
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
    /** Back at a test begun before the page was reloaded (or closed). */
    restarted: 'You left test {n}/3 before it was finished, so it starts again from the beginning.',
    /** Once an attempt at this test was refused: which attempt this is, of the {max} the link allows. */
    attempt: 'Attempt {n} of {max}',
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
  },
} as const;
