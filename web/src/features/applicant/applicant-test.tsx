import type { ApplicantLink, NextText } from '@typetest/events/applicant';
import { defaultLanguage } from '@typetest/events/i18n/languages';
import { demoTextByLanguage } from '@typetest/events/typing/demo-text';
import { useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { ApiError, messageOf } from '../../shared/api-client.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Notice } from '../../shared/ui/notice.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { getNextText, sendIntroductionFinished } from './applicant-calls.ts';
import { continueFrom, firstScreen, retake, screenAfterStage, type ApplicantScreen } from './applicant-flow.ts';
import { ApplicantLoading } from './applicant-loading.tsx';
import { ApplicantRules } from './applicant-rules.tsx';
import { InvalidLink } from './invalid-link.tsx';
import { RecordedTypingTest, StageScreen } from './stage-screen.tsx';
import { StepScreen } from './step-screen.tsx';
import { type CompanyLanguageListener, useApplicantVisit } from './use-applicant-visit.ts';

/** A link the server does not accept (unknown, removed, re-sent, used up, or not a link at all). */
const linkRefused = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * The applicant's visit through their personal link (docs/product.md §2, 4 and 7): submitauth, then
 * getnexttext (useApplicantVisit), then the screens of the flow, sending each measured test as it
 * is finished. The introduction's sentence is in the company's language, as its texts are.
 */
export function ApplicantTest({ link, onCompanyLanguage }: { link: ApplicantLink; onCompanyLanguage?: CompanyLanguageListener }) {
  const { t } = useTranslation();
  const { visit, retry, setProgress } = useApplicantVisit(link, onCompanyLanguage);
  const [screen, setScreen] = useState<ApplicantScreen | null>(null);
  /** The answer that said the link stopped working mid-visit (a 404: applicantQueries.deadLink says why). */
  const [linkEnded, setLinkEnded] = useState<unknown>(null);
  // The introduction being sent: the first measured test waits for it (sendIntroductionFinished gives up in a while).
  const introductionSent = useRef<Promise<unknown>>(Promise.resolve());
  const [awaitingIntroduction, setAwaitingIntroduction] = useState(false);

  if (linkEnded) return <InvalidLink expired refusal={linkEnded} />;
  if (visit.status === 'failed' && linkRefused(visit.error)) return <InvalidLink expired refusal={visit.error} />;
  if (visit.status === 'failed') {
    return (
      <Page title={t('applicant.title')} focusHeading={false}>
        <Notice tone="error">
          <p>{messageOf(visit.error)}</p>
          <p>{t('applicant.checkFailed')}</p>
          <Button variant="primary" onClick={retry}>
            {t('applicant.tryAgain')}
          </Button>
        </Notice>
      </Page>
    );
  }
  if (visit.status === 'loading') return <ApplicantLoading />;
  const { companyName, welcomeNote, logo, language, progress } = visit;

  const shown = screen ?? firstScreen(progress);
  const first = screen === null;
  const moveOn = () => setScreen(continueFrom(shown, progress));

  /** Where the server says the applicant stands now, kept for the screens that follow. */
  async function refreshProgress(): Promise<NextText> {
    const fresh = await getNextText(link);
    setProgress(fresh);
    return fresh;
  }

  switch (shown.name) {
    case 'welcome':
      return (
        <StepScreen first={first} title={t('applicant.welcomeTitle')} continueLabel={t('applicant.continueToIntroduction')} onContinue={moveOn}>
          {/* An <img> from this origin (the company's logo, docs/decisions/0069-company-logo.md): no script, and the CSP's img-src 'self'. */}
          {logo ? <img className="welcome-logo" src={logo.path} alt={companyName} width={logo.width} height={logo.height} /> : null}
          <p>{t('applicant.welcomeFrom', { companyName })}</p>
          {/* The company's own words, as text (React escapes it), line breaks kept by the style. */}
          {welcomeNote ? <blockquote className="welcome-note">{welcomeNote}</blockquote> : null}
          <p>{t('applicant.welcomeParts')}</p>
          <p>{t('applicant.welcomeIntroduction')}</p>
          <ApplicantRules />
        </StepScreen>
      );
    case 'welcomeBack':
      return (
        <StepScreen first={first} title={t('applicant.welcomeBackTitle')} onContinue={moveOn}>
          <p>{t('applicant.welcomeBack', { n: shown.done, next: shown.next })}</p>
          <ApplicantRules />
        </StepScreen>
      );
    case 'introduction':
      return (
        <IntroductionScreen
          link={link}
          text={demoTextByLanguage[language ?? defaultLanguage]}
          onFinished={(sent) => {
            introductionSent.current = sent;
            moveOn();
          }}
        />
      );
    case 'introductionFinished':
      return (
        <StepScreen
          title={t('applicant.introductionCompleteTitle')}
          busy={awaitingIntroduction}
          onContinue={async () => {
            setAwaitingIntroduction(true);
            await introductionSent.current;
            setAwaitingIntroduction(false);
            moveOn();
          }}
        >
          <p>{t('applicant.introductionComplete')}</p>
        </StepScreen>
      );
    case 'typingTest':
      return (
        <StageScreen
          key={`${shown.stage}/${shown.refused}`}
          link={link}
          stage={shown.stage}
          text={shown.text}
          refused={shown.refused}
          restarted={shown.restarted}
          onRecorded={async () => setScreen(screenAfterStage(await refreshProgress()))}
          onRetake={() => setScreen(retake(shown))}
          onResume={async () => setScreen(firstScreen(await refreshProgress()))}
          onLinkEnded={setLinkEnded}
        />
      );
    case 'between':
      return (
        <StepScreen title={t('applicant.almostThere')} onContinue={moveOn}>
          <p>{t('applicant.betweenTests', { n: shown.done, next: shown.next })}</p>
        </StepScreen>
      );
    case 'complete':
      return (
        <StepScreen first={first} title={t('applicant.completeTitle')}>
          <p>{t('applicant.complete', { companyName })}</p>
        </StepScreen>
      );
  }
}

/**
 * The unmeasured introduction: its keystroke log and what the page noticed go to the server as the
 * applicant's own rhythm (docs/decisions/0055-the-introduction-as-reference.md). The sending starts
 * here and the first measured test waits for it (docs/decisions/0076-no-introduction-flagged.md);
 * it always ends, kept or not, so the applicant goes on either way.
 */
function IntroductionScreen({ link, text, onFinished }: { link: ApplicantLink; text: string; onFinished: (sent: Promise<unknown>) => void }) {
  const { t } = useTranslation();
  return (
    <Page title={t('applicant.introductionTitle')} focusHeading={false}>
      <p>{t('applicant.introductionNote')}</p>
      <RecordedTypingTest
        text={text}
        onFinished={(_, keystrokes, page) => {
          onFinished(sendIntroductionFinished(link, keystrokes, page));
        }}
      />
    </Page>
  );
}
