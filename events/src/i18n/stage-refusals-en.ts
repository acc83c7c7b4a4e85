/**
 * What the API tells an applicant when it refuses a measured test (stagefinished's errorMessage,
 * api/src/features/applicants/test-taking.ts), in English. Part of the catalogue's `applicant`
 * section (en.ts), but not of test-taking-en.ts: the applicant's page shows the server's words and
 * never asks for these, so it does not load them (bench: "applicant page JavaScript").
 */
export const stageRefusalsEn = {
  /** Added to the refusal that locked the link (too many refused attempts at one test). */
  lockedAfterRefusals: 'That was the last attempt this link allows: please ask the company that invited you for a new link.',
  /** introductionfinished answered with nothing kept (the introduction is never measured, and the page goes on without it). */
  introductionAfterTests: 'The introduction comes before the first test, and your first test is already recorded, so it was not kept.',
  introductionIncomplete: 'The introduction was not typed to its end, so it was not kept. It is not measured: go on with the tests.',
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
    untrustedKeys:
      'Test {n}/3 was not recorded: some of its keys were sent by a script or a browser extension, not typed on a keyboard. Please turn such tools off and take test {n}/3 again, typing the text yourself, key by key.',
  },
} as const;
