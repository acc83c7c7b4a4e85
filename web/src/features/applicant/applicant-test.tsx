import { type ApplicantLink, type NextText } from '@typetest/events/applicant';
import { demoText } from '@typetest/events/typing/demo-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ApiError, messageOf } from '../../shared/api-client.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Notice } from '../../shared/ui/notice.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { TypingTest } from '../typing-test/typing-test.tsx';
import { getNextText, submitAuth } from './applicant-calls.ts';
import { continueFrom, firstScreen, retake, screenAfterStage, type ApplicantScreen } from './applicant-flow.ts';
import { ApplicantLoading } from './applicant-loading.tsx';
import { InvalidLink } from './invalid-link.tsx';
import { StageScreen } from './stage-screen.tsx';
import { StepScreen } from './step-screen.tsx';

/** Asked once per visit and when the applicant moves on; never behind their back while they type. */
const once = { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false, shouldRetryOnError: false } as const;

/** A link the server does not accept (unknown, removed, re-sent, used up, or not a link at all). */
const linkRefused = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * The applicant's visit through their personal link (SPEC 2, 4 and 7): submitauth, then
 * getnexttext, then the screens of the flow, sending each measured test as it is finished.
 */
export function ApplicantTest({ link }: { link: ApplicantLink }) {
  const { t } = useTranslation();
  const auth = useSWR(['applicant/submitauth', link.textFolder, link.urlApplicantCode], () => submitAuth(link), once);
  const next = useSWR(auth.data === undefined ? null : ['applicant/getnexttext', link.textFolder, link.urlApplicantCode], () => getNextText(link), once);
  const [screen, setScreen] = useState<ApplicantScreen | null>(null);
  const [linkEnded, setLinkEnded] = useState(false);

  const error: unknown = auth.error ?? next.error;
  if (linkEnded || linkRefused(error)) return <InvalidLink expired />;
  if (error !== undefined && next.data === undefined) {
    return (
      <Page title={t('applicant.title')} focusHeading={false}>
        <Notice tone="error">
          <p>{messageOf(error)}</p>
          <p>{t('applicant.checkFailed')}</p>
          <Button variant="primary" onClick={() => void (auth.error ? auth.mutate() : next.mutate())}>
            {t('applicant.tryAgain')}
          </Button>
        </Notice>
      </Page>
    );
  }
  const companyName = auth.data;
  const progress = next.data;
  if (companyName === undefined || progress === undefined) return <ApplicantLoading />;

  const shown = screen ?? firstScreen(progress);
  const first = screen === null;
  const moveOn = () => setScreen(continueFrom(shown, progress));

  /** Where the server says the applicant stands now, kept as SWR's answer (a reload would ask the same). */
  async function refreshProgress(): Promise<NextText> {
    const fresh = await getNextText(link);
    await next.mutate(fresh, { revalidate: false });
    return fresh;
  }

  switch (shown.name) {
    case 'welcome':
      return (
        <StepScreen first={first} title={t('applicant.welcomeTitle')} continueLabel={t('applicant.continueToIntroduction')} onContinue={moveOn}>
          <p>{t('applicant.welcomeFrom', { companyName })}</p>
          <p>{t('applicant.welcomeParts')}</p>
          <p>{t('applicant.welcomeIntroduction')}</p>
        </StepScreen>
      );
    case 'welcomeBack':
      return (
        <StepScreen first={first} title={t('applicant.welcomeBackTitle')} onContinue={moveOn}>
          <p>{t('applicant.welcomeBack', { n: shown.done, next: shown.next })}</p>
        </StepScreen>
      );
    case 'introduction':
      return (
        <Page title={t('applicant.introductionTitle')} focusHeading={false}>
          <p>{t('applicant.introductionNote')}</p>
          <TypingTest text={demoText} onFinished={moveOn} />
        </Page>
      );
    case 'introductionFinished':
      return (
        <StepScreen title={t('applicant.introductionCompleteTitle')} onContinue={moveOn}>
          <p>{t('applicant.introductionComplete')}</p>
        </StepScreen>
      );
    case 'typingTest':
      return (
        <StageScreen
          key={`${shown.stage}/${shown.attempt}`}
          link={link}
          stage={shown.stage}
          text={shown.text}
          onRecorded={async () => setScreen(screenAfterStage(await refreshProgress()))}
          onRetake={() => setScreen(retake(shown))}
          onResume={async () => setScreen(firstScreen(await refreshProgress()))}
          onLinkEnded={() => setLinkEnded(true)}
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
