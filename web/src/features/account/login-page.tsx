import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { messageOf } from '../../shared/api-client.ts';
import { SessionEndedError } from '../../shared/session/account-client.ts';
import { onSessionEnded } from '../../shared/session/session.ts';
import type { Tokens } from '../../shared/session/tokens.ts';
import { companyKey, useSession } from '../../shared/session/use-session.ts';
import { Breadcrumb } from '../../shared/ui/breadcrumb.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Notice } from '../../shared/ui/notice.tsx';
import { notify } from '../../shared/ui/notify.ts';
import { Page } from '../../shared/ui/page.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { logIn } from './account-api.ts';
import { AccountMenu } from './account-menu.tsx';
import { AccountSettingsView } from './account-settings-view.tsx';
import type { SignedInView } from './account-view.ts';
import { ContactSupportView, SupportSentView } from './contact-support-view.tsx';
import { HistoryView } from './history-view.tsx';
import { InviteApplicantsView } from './invite-applicants-view.tsx';
import { LoginView } from './login-view.tsx';
import { ManageTextsView } from './manage-texts-view.tsx';
import { ResetPasswordView } from './reset-password-view.tsx';
import { ResultView } from './result/result-view.tsx';
import { useEmailVerification } from './use-email-verification.ts';
import { useStoredTokens } from './use-stored-tokens.ts';
import './account.css';

/**
 * /login: the company's account page (docs/product.md §2, 4). One route; the view is page state. Signed out
 * it is the login view (or, with ?fpc=, the new-password view); signed in, the menu and the
 * views it opens. ?vc= verifies the login e-mail once the company is signed in. ?result= (the
 * results mail's "View result") opens that applicant's result, after the login when signed out.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = useStoredTokens() !== null;
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [params, setParams] = useSearchParams();
  const fpCode = params.get('fpc');
  const verificationCode = params.get('vc');
  // The applicant whose result is open; from the results mail's link until another is opened.
  const [resultApplicantId, setResultApplicantId] = useState<string | null>(() => params.get('result'));
  const [view, setView] = useState<SignedInView>(() => (params.get('result') === null ? 'loggedIn' : 'result'));
  // The page's first view keeps the browser's focus; every later one takes it to its heading.
  const [switched, setSwitched] = useState(false);

  const show = useCallback((next: SignedInView) => {
    setSwitched(true);
    setView(next);
  }, []);

  useEffect(
    () =>
      onSessionEnded(() => {
        notify.error(t('common.sessionEnded'));
        show('loggedIn');
      }),
    [show, t],
  );

  const verifying = useEmailVerification(verificationCode, session.authorized, () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('vc');
        return next;
      },
      { replace: true },
    ),
  );

  async function startSession(tokens: Tokens) {
    await session.login(tokens);
    // Signed in from the results mail's link: the result it was for.
    show(resultApplicantId !== null && params.get('result') !== null ? 'result' : 'loggedIn');
  }

  function openResult(applicantId: string) {
    setResultApplicantId(applicantId);
    show('result');
  }

  /** Leaving the result the mail's link opened: the address no longer names it, so a reload lands on the menu. */
  function leaveResult(next: SignedInView) {
    if (params.get('result') !== null) {
      setParams(
        (current) => {
          const without = new URLSearchParams(current);
          without.delete('result');
          return without;
        },
        { replace: true },
      );
    }
    show(next);
  }

  function logOut() {
    session.logout();
    notify.success(t('account.loggedOut'));
    show('loggedIn');
  }

  if (fpCode !== null) {
    return (
      <ResetPasswordView
        key={fpCode}
        fpCode={fpCode}
        onBack={() => navigate('/login')}
        onChanged={async (loginEmail, password) => {
          try {
            await startSession(await logIn(loginEmail, password));
          } catch (error) {
            // The password did change: the login view is the way on.
            notify.error(messageOf(error));
          }
          navigate('/login', { replace: true });
        }}
      />
    );
  }

  if (!signedIn) return <LoginView onLoggedIn={startSession} verificationWaiting={verificationCode !== null} focusHeading={switched} />;

  const { company } = session;
  if (!company) {
    if (session.error && !(session.error instanceof SessionEndedError)) {
      return (
        <Page title={t('common.myAccount')} heading={t('account.loadFailed')} top={<Breadcrumb />} focusHeading={false}>
          <Notice tone="error">
            <p>{messageOf(session.error)}</p>
          </Notice>
          <div className="ui-actions">
            <Button variant="primary" onClick={() => void mutate(companyKey)}>
              {t('account.tryAgain')}
            </Button>
            <Button onClick={logOut}>{t('account.menu.logOut')}</Button>
          </div>
        </Page>
      );
    }
    return (
      <section className="ui-card">
        <title>{t('common.pageTitle', { title: t('common.myAccount') })}</title>
        <Skeleton lines={6} />
      </section>
    );
  }

  const toMenu = () => show('loggedIn');
  switch (view) {
    case 'loggedIn':
      return <AccountMenu company={company} onOpen={show} onLogOut={logOut} onViewResult={openResult} verifying={verifying} focusHeading={switched} />;
    case 'manageTexts':
      return <ManageTextsView company={company} onMenu={toMenu} />;
    case 'accountSettings':
      return <AccountSettingsView company={company} onMenu={toMenu} />;
    case 'history':
      return <HistoryView company={company} onMenu={toMenu} onViewResult={openResult} />;
    case 'result':
      return resultApplicantId === null ? (
        <AccountMenu company={company} onOpen={show} onLogOut={logOut} onViewResult={openResult} verifying={verifying} focusHeading={switched} />
      ) : (
        <ResultView key={resultApplicantId} company={company} applicantId={resultApplicantId} onMenu={() => leaveResult('loggedIn')} onHistory={() => leaveResult('history')} />
      );
    case 'sendInvite':
      return <InviteApplicantsView company={company} onMenu={toMenu} />;
    case 'contactSupport':
      return <ContactSupportView company={company} onMenu={toMenu} onSent={() => show('contactSupportSubmitted')} />;
    case 'contactSupportSubmitted':
      return <SupportSentView company={company} onMenu={toMenu} />;
  }
}
