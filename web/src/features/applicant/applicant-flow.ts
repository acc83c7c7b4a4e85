import type { NextText } from '@typetest/events/applicant';

/**
 * The applicant's screens (docs/product.md §2 and 4: initial -> introduction -> introductionfinished ->
 * typingtest, with the in-between and complete screens). Which screen comes next depends only on
 * where the server says the applicant stands, so a reload or a later visit resumes correctly.
 */
export type ApplicantScreen =
  | { name: 'welcome' }
  /** `done` tests are recorded; `next` is the one to take. */
  | { name: 'welcomeBack'; done: number; next: number }
  | { name: 'introduction' }
  | { name: 'introductionFinished' }
  /**
   * A measured test on the text the server issued for it (kept here, so fetching the next text
   * once it is recorded does not change the test on screen). `refused`: the attempts at it the
   * server refused so far (each refusal starts it afresh). `restarted`: the visit came back to it
   * after a reload, so it starts again from the beginning.
   */
  | { name: 'typingTest'; stage: number; text: string; refused: number; restarted: boolean }
  | { name: 'between'; done: number; next: number }
  | { name: 'complete' };

/** The test to do now, as the server said it. */
const testOf = ({ nextStep, currentText, refusedAttempts }: NextText) =>
  ({ name: 'typingTest', stage: nextStep, text: currentText, refused: refusedAttempts, restarted: false }) as const;

/**
 * The first screen of a visit: the test the applicant was in when the page was reloaded, else the
 * welcome before any test, the welcome back after some, complete after all.
 */
export function firstScreen(progress: NextText): ApplicantScreen {
  if (progress.allTestsCompleted) return { name: 'complete' };
  if (progress.currentTestBegun) return { ...testOf(progress), restarted: true };
  if (progress.currentStep === 0) return { name: 'welcome' };
  return { name: 'welcomeBack', done: progress.currentStep, next: progress.nextStep };
}

/** After a test was recorded and the next step fetched: "Almost there", or complete after the third. */
export function screenAfterStage(progress: NextText): ApplicantScreen {
  if (progress.allTestsCompleted) return { name: 'complete' };
  return { name: 'between', done: progress.currentStep, next: progress.nextStep };
}

/** Continue on a screen that has one; `progress` is where the server last said the applicant stands. */
export function continueFrom(screen: ApplicantScreen, progress: NextText): ApplicantScreen {
  const nextTest = testOf(progress);
  switch (screen.name) {
    case 'welcome':
      return { name: 'introduction' };
    case 'introduction':
      return { name: 'introductionFinished' };
    case 'introductionFinished':
    case 'welcomeBack':
    case 'between':
      return progress.allTestsCompleted ? { name: 'complete' } : nextTest;
    default:
      return screen;
  }
}

/** The same test from the start, after the server refused it. */
export function retake(screen: ApplicantScreen): ApplicantScreen {
  return screen.name === 'typingTest' ? { ...screen, refused: screen.refused + 1, restarted: false } : screen;
}
