import { describe, expect, it } from 'vitest';
import { continueFrom, firstScreen, retake, screenAfterStage } from './applicant-flow.ts';

const progress = (currentStep: number, currentText = `text of test ${currentStep + 1}`) => ({
  currentStep,
  nextStep: Math.min(currentStep + 1, 3),
  currentText: currentStep >= 3 ? '' : currentText,
  allTestsCompleted: currentStep >= 3,
  refusedAttempts: 0,
  currentTestBegun: false,
});

describe('given an applicant opening their link', () => {
  it('when no test is done yet, then they are welcomed, and Continue leads through the introduction to test 1/3 on its text', () => {
    const start = firstScreen(progress(0));
    expect(start).toEqual({ name: 'welcome' });
    const introduction = continueFrom(start, progress(0));
    expect(introduction).toEqual({ name: 'introduction' });
    const finished = continueFrom(introduction, progress(0));
    expect(finished).toEqual({ name: 'introductionFinished' });
    expect(continueFrom(finished, progress(0, 'The first text.'))).toEqual({ name: 'typingTest', stage: 1, text: 'The first text.', refused: 0, restarted: false });
  });

  it('when test 1/3 is done, then they are welcomed back and Continue goes straight to test 2/3, without the introduction', () => {
    const start = firstScreen(progress(1, 'The second text.'));
    expect(start).toEqual({ name: 'welcomeBack', done: 1, next: 2 });
    expect(continueFrom(start, progress(1, 'The second text.'))).toEqual({ name: 'typingTest', stage: 2, text: 'The second text.', refused: 0, restarted: false });
  });

  it('when all three are done, then the complete screen shows', () => {
    expect(firstScreen(progress(3))).toEqual({ name: 'complete' });
  });
});

describe('given an applicant who reloads the page during a test', () => {
  it('when it was test 1/3, then they are back in test 1/3, told it starts again, not at the welcome and the introduction', () => {
    const reloaded = firstScreen({ ...progress(0, 'The first text.'), currentTestBegun: true });
    expect(reloaded).toEqual({ name: 'typingTest', stage: 1, text: 'The first text.', refused: 0, restarted: true });
  });

  it('when it was test 2/3 after two refused attempts at it, then they are back in test 2/3, on their third attempt', () => {
    const reloaded = firstScreen({ ...progress(1, 'The second text.'), currentTestBegun: true, refusedAttempts: 2 });
    expect(reloaded).toEqual({ name: 'typingTest', stage: 2, text: 'The second text.', refused: 2, restarted: true });
  });
});

describe('given an applicant who just finished a measured test', () => {
  it('when it was test 2/3, then "Almost there" says 2 done and 3 next, and Continue starts test 3/3', () => {
    const between = screenAfterStage(progress(2, 'The third text.'));
    expect(between).toEqual({ name: 'between', done: 2, next: 3 });
    expect(continueFrom(between, progress(2, 'The third text.'))).toMatchObject({ name: 'typingTest', stage: 3, text: 'The third text.' });
  });

  it('when it was the third, then the complete screen shows', () => {
    expect(screenAfterStage(progress(3))).toEqual({ name: 'complete' });
  });

  it('when the server refused it, then taking it again starts the same test afresh, counting the refused attempts', () => {
    const test = { name: 'typingTest', stage: 2, text: 'The second text.', refused: 0, restarted: true } as const;
    expect(retake(test)).toEqual({ ...test, refused: 1, restarted: false });
    expect(retake(retake(test))).toEqual({ ...test, refused: 2, restarted: false });
  });
});
