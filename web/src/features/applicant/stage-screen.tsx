import type { ApplicantLink, PageSignals, StageRefusalReason } from '@typetest/events/applicant';
import type { Keystroke, TypingResult } from '@typetest/events/scoring';
import { maxRefusalsPerStage } from '@typetest/events/applicant/refusal-limit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { ApiError, messageOf } from '../../shared/api-client.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Notice } from '../../shared/ui/notice.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { TypingTest } from '../typing-test/typing-test.tsx';
import { keystrokeKeyOf } from '../typing-test/keystroke-key.ts';
import { sendStageFinished, sendStageStarted, type FinishedStage } from './applicant-calls.ts';
import { pageSignalRecorder } from './page-signal-recorder.ts';
import './applicant.css';

export interface StageScreenProps {
  link: ApplicantLink;
  /** 1 to 3. */
  stage: number;
  text: string;
  /** Attempts at this test the server refused so far: once there is one, the screen says which attempt this is. */
  refused: number;
  /** Back at this test after the page was left during it: it starts again from the beginning. */
  restarted: boolean;
  /** The test is recorded: fetch where the applicant stands and move on. Rejects when that fetch fails. */
  onRecorded: () => Promise<void>;
  /** The server refused the test and asks for it again. */
  onRetake: () => void;
  /** The server knows better where the applicant stands (another tab, an old page): start from there. */
  onResume: () => Promise<void>;
  /** The link stopped working meanwhile (removed, replaced, expired, locked): the server's answer, which may say why. */
  onLinkEnded: (refusal: unknown) => void;
}

/** What went wrong, and the one thing to do about it (null: nothing, here: the link is locked). */
interface Problem {
  messages: string[];
  action: 'sendAgain' | 'retake' | 'resume' | 'fetchNext' | null;
}

/** Refusals that mean this page is behind the server, not that the typing was wrong. */
const behindTheServer: readonly StageRefusalReason[] = ['notCurrentStage', 'alreadyRecorded'];

/**
 * The typing test with what the page notices around it recorded (page-signal-recorder.ts), from
 * its mount until the text is typed: one recorder per attempt (a retake or a reload mounts a new
 * screen: applicant-test.tsx). `onCharacter` hears each character on its way down to the typing area.
 */
export function RecordedTypingTest({
  text,
  onCharacter,
  onFinished,
}: {
  text: string;
  onCharacter?: (character: string | null) => void;
  onFinished: (result: TypingResult, keystrokes: readonly Keystroke[], page: PageSignals | undefined) => void;
}) {
  const [signals] = useState(pageSignalRecorder);
  useEffect(() => {
    const types = ['blur', 'focus', 'visibilitychange'];
    for (const type of types) addEventListener(type, signals.presence);
    return () => {
      for (const type of types) removeEventListener(type, signals.presence);
    };
  }, [signals]);
  return (
    <div
      className="applicant-stage"
      onKeyDownCapture={(event) => {
        signals.key(event.nativeEvent);
        onCharacter?.(keystrokeKeyOf(event.nativeEvent));
      }}
      onInputCapture={(event) => {
        signals.key(event.nativeEvent);
        onCharacter?.(event.nativeEvent instanceof InputEvent ? event.nativeEvent.data : null);
      }}
      onPasteCapture={(event) => signals.paste(event.nativeEvent)}
      onDropCapture={(event) => signals.paste(event.nativeEvent)}
    >
      <TypingTest text={text} onFinished={(result, keystrokes) => onFinished(result, keystrokes, signals.take())} />
    </div>
  );
}

/**
 * A measured test (docs/product.md §2 "Typing area", §4 "Applicant"): the applicant types the text;
 * the finished keystroke log goes to the server, which scores it itself. Nothing typed is lost to
 * a failed send: the same log can be sent again.
 */
export function StageScreen({ link, stage, text, refused, restarted, onRecorded, onRetake, onResume, onLinkEnded }: StageScreenProps) {
  const { t } = useTranslation();
  const finished = useRef<FinishedStage | null>(null);
  const started = useRef(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  function problemOf(error: unknown): Problem | 'linkEnded' {
    if (!(error instanceof ApiError)) return { messages: [messageOf(error), t('applicant.sendFailed', { n: stage })], action: 'sendAgain' };
    if (error.status === 404) return 'linkEnded';
    if (error.status === 422) {
      const behind = behindTheServer.some((reason) => reason === error.code);
      if (behind) return { messages: [error.message], action: 'resume' };
      // The last attempt the link allows: the server locked it, and says to ask for a new link; a retake button would lead nowhere.
      return { messages: [error.message], action: refused + 1 >= maxRefusalsPerStage ? null : 'retake' };
    }
    // 409: the server never gave this test's text out (an old page): it says to reload.
    if (error.status === 409) return { messages: [error.message], action: 'resume' };
    // No connection, a busy server (429, 503): the log is kept for another try.
    return { messages: [error.message, t('applicant.sendFailed', { n: stage })], action: 'sendAgain' };
  }

  async function moveOn(step: () => Promise<void>, failedAction: Problem['action'], failedMessage: string) {
    setBusy(true);
    setProblem(null);
    try {
      await step();
    } catch (error) {
      setProblem({ messages: [messageOf(error), failedMessage], action: failedAction });
    } finally {
      setBusy(false);
    }
  }

  async function send() {
    const result = finished.current;
    if (!result) return;
    setBusy(true);
    setProblem(null);
    try {
      await sendStageFinished(link, result);
    } catch (error) {
      setBusy(false);
      const found = problemOf(error);
      if (found === 'linkEnded') onLinkEnded(error);
      else setProblem(found);
      return;
    }
    await moveOn(onRecorded, 'fetchNext', t('applicant.nextFailed', { n: stage }));
  }

  /**
   * The first character typed in this attempt tells the server the test began (a reload mid-test
   * begins it again: the company sees the restart). Heard on the way down to the typing area, so
   * the typing test stays about typing; Backspace alone starts nothing (docs/product.md §4: it resets the timer).
   */
  function firstCharacter(character: string | null) {
    if (started.current || character === null || character === 'Backspace' || character === '') return;
    started.current = true;
    sendStageStarted(link, stage).catch(() => undefined);
  }

  const act: Record<NonNullable<Problem['action']>, { label: string; run: () => void }> = {
    sendAgain: { label: t('applicant.sendAgain'), run: () => void send() },
    retake: { label: t('applicant.retake', { n: stage }), run: onRetake },
    resume: { label: t('applicant.resume'), run: () => void moveOn(onResume, 'resume', t('applicant.checkFailed')) },
    fetchNext: { label: t('applicant.tryAgain'), run: () => void moveOn(onRecorded, 'fetchNext', t('applicant.nextFailed', { n: stage })) },
  };

  return (
    <Page title={t('applicant.testTitle', { n: stage })} focusHeading={false}>
      {restarted && <p>{t('applicant.restarted', { n: stage })}</p>}
      {refused > 0 && <p>{t('applicant.attempt', { n: refused + 1, max: maxRefusalsPerStage })}</p>}
      <RecordedTypingTest
        text={text}
        onCharacter={firstCharacter}
        onFinished={(result, keystrokes, page) => {
          finished.current = { stage, wpm: result.wpm, keystrokes, page };
          void send();
        }}
      />
      {busy && !problem && (
        <p className="applicant-sending">
          <Spinner size="small" label={t('applicant.sending', { n: stage })} />
          <span aria-hidden="true">{t('applicant.sending', { n: stage })}</span>
        </p>
      )}
      {problem && (
        <Notice tone="error">
          {problem.messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
          {problem.action !== null && (
            <Button variant="primary" busy={busy} onClick={act[problem.action].run}>
              {act[problem.action].label}
            </Button>
          )}
        </Notice>
      )}
    </Page>
  );
}
