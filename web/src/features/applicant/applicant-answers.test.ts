import { nextTextAnswerSchema, stageFinishedAnswerSchema, submitAuthAnswerSchema } from '@typetest/events/applicant';
import { describe, expect, it } from 'vitest';
import { nextTextAnswer, stageFinishedAnswer, submitAuthAnswer } from './applicant-answers.ts';

/** The page's light checks must take what the API answers (its zod schemas) and refuse what it never would. */
describe('given the answers of the applicant’s calls', () => {
  it('when the API answers as its schemas say, then the page reads the same figures', () => {
    const logo = { path: '/api/public/logo/5f0c6d3e-9d1b-4c39-9a55-0a1b2c3d4e5f/ab12', width: 720, height: 240 };
    const auth = { success: true, data: { companyName: 'Acme AB', language: 'sv', welcomeNote: 'Välkommen!\nVi hörs.', logo } };
    expect(submitAuthAnswerSchema.safeParse(auth).success).toBe(true);
    expect(submitAuthAnswer.safeParse(auth)).toEqual({ success: true, data: { companyName: 'Acme AB', language: 'sv', welcomeNote: 'Välkommen!\nVi hörs.', logo } });
    // Without a path there is nothing to show.
    expect(submitAuthAnswer.safeParse({ success: true, data: { ...auth.data, logo: { width: 1, height: 1 } } })).toMatchObject({ data: { logo: undefined } });

    const next = {
      success: true,
      data: { currentStep: 1, nextStep: 2, currentText: 'Type me.', allTestsCompleted: false, refusedAttempts: 2, currentTestBegun: true, language: 'en' },
    };
    expect(nextTextAnswerSchema.safeParse(next).success).toBe(true);
    const { language: _, ...standing } = next.data;
    expect(nextTextAnswer.safeParse(next)).toEqual({ success: true, data: standing });

    const finished = { success: true, data: { stage: 2, wpm: 61, accuracy: 97, allTestsCompleted: false } };
    expect(stageFinishedAnswerSchema.safeParse(finished).success).toBe(true);
    expect(stageFinishedAnswer.safeParse(finished)).toEqual({ success: true, data: { stage: 2, wpm: 61, accuracy: 97 } });
  });

  it('when an answer is not of that shape (a proxy’s page, a wrong type, a failure), then the page refuses it as the schemas do', () => {
    const wrong = [
      undefined,
      '<html>',
      { success: false, errorMessage: 'no' },
      { success: true, data: { currentStep: '1', nextStep: 2, currentText: 'x', allTestsCompleted: false } },
      { success: true, data: { currentStep: 1.5, nextStep: 2, currentText: 'x', allTestsCompleted: false } },
      { success: true, data: { currentStep: 1, nextStep: 2, currentText: null, allTestsCompleted: false } },
      { success: true, data: { currentStep: 1, nextStep: 2, currentText: 'x', allTestsCompleted: false, refusedAttempts: '1', currentTestBegun: true } },
    ];
    for (const answer of wrong) {
      expect(nextTextAnswerSchema.safeParse(answer).success).toBe(false);
      expect(nextTextAnswer.safeParse(answer).success).toBe(false);
    }
    expect(submitAuthAnswer.safeParse({ success: true, data: { companyName: 7 } }).success).toBe(false);
    // A language the page does not speak (or none, from an older server) is no language to switch to.
    expect(submitAuthAnswer.safeParse({ success: true, data: { companyName: 'Acme AB', language: 'de' } })).toEqual({
      success: true,
      data: { companyName: 'Acme AB', language: undefined, welcomeNote: '', logo: undefined },
    });
    expect(stageFinishedAnswer.safeParse({ success: true, data: { stage: 1, wpm: 'fast', accuracy: 90 } }).success).toBe(false);
  });
});
