import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { NotFound } from '../../app/not-found.tsx';
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
import { FocusHeading } from './account-sub-page.tsx';
import { accountAddressOf, compareSearchOf, resultSearchOf, searchOf } from './account-view.ts';
import { CompareView } from './compare-view.tsx';
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

/** What a view opened from this page keeps in its history entry. */
interface EntryState {
  /** The query of the view it was opened from: leaving for there again is the browser's Back. */
  from?: string;
  /** The contact-support entry once its message went: the confirmation shows there. */
  supportSent?: boolean;
}

function entryStateOf(state: unknown): EntryState {
  if (typeof state !== 'object' || state === null) return {};
  const { from, supportSent } = state as Record<string, unknown>;
  return { from: typeof from === 'string' ? from : undefined, supportSent: supportSent === true };
}

/**
 * /login: the company's account page (docs/product.md §2, 4). One route; each view has its address in
 * the query (account-view.ts), so Back, a reload and a bookmark show it. Signed out it is the login
 * view whatever the address (or, with ?fpc=, the new-password view), and after the login the view
 * the address names: a bookmark or the results mail's "View result" (`?result=`) opens after the
 * login. ?vc= verifies the login e-mail once the company is signed in. An address naming no view
 * is "Page not found".
 */
export function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = useStoredTokens() !== null;
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const [params, setParams] = useSearchParams();
  const fpCode = params.get('fpc');
  const verificationCode = params.get('vc');
  const address = accountAddressOf(params);
  const entry = entryStateOf(location.state);
  // The page's first view keeps the browser's focus; every later one (another address, or the
  // view after a login or log out) takes it to its heading.
  const [firstEntry] = useState(location.key);
  const [switched, setSwitched] = useState(false);
  const focusHeading = switched || location.key !== firstEntry;

  useEffect(
    () =>
      onSessionEnded(() => {
        notify.error(t('common.sessionEnded'));
        // The login view shows at this address: logging in again goes on where the company was.
        setSwitched(true);
      }),
    [t],
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
    setSwitched(true);
  }

  /** Opens a view from this one: a history entry of its own, which remembers where it came from. */
  function open(search: string) {
    navigate({ pathname: '/login', search }, { state: { from: location.search } satisfies EntryState });
  }

  /** Leaves for `search`: the browser's Back when this view was opened from there, so Back and Forward stay in step. */
  function leaveTo(search: string) {
    if (entry.from === search) navigate(-1);
    else open(search);
  }

  function logOut() {
    session.logout();
    notify.success(t('account.loggedOut'));
    setSwitched(true);
    if (location.search !== '') navigate('/login');
  }

  if (address.view === 'unknown' && fpCode === null) return <NotFound />;

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

  if (!signedIn) return <LoginView onLoggedIn={startSession} verificationWaiting={verificationCode !== null} focusHeading={focusHeading} />;

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

  const toMenu = () => leaveTo(searchOf('loggedIn'));
  const openResult = (applicantId: string) => open(resultSearchOf(applicantId));
  let view: ReactNode;
  switch (address.view) {
    case 'loggedIn':
      view = (
        <AccountMenu company={company} onOpen={(next) => open(searchOf(next))} onLogOut={logOut} onViewResult={openResult} verifying={verifying} focusHeading={focusHeading} />
      );
      break;
    case 'manageTexts':
      view = <ManageTextsView company={company} onMenu={toMenu} />;
      break;
    case 'accountSettings':
      view = <AccountSettingsView company={company} onMenu={toMenu} />;
      break;
    case 'history':
      view = <HistoryView company={company} onMenu={toMenu} onViewResult={openResult} onCompare={(ids) => open(compareSearchOf(ids))} />;
      break;
    case 'compare': {
      // Back to the list it was opened from, searched as it was; else the whole list.
      const list = entry.from !== undefined && accountAddressOf(new URLSearchParams(entry.from)).view === 'history' ? entry.from : searchOf('history');
      view = <CompareView company={company} onMenu={toMenu} onHistory={() => leaveTo(list)} onViewResult={openResult} />;
      break;
    }
    case 'result': {
      // Back to the list it was opened from, searched as it was; else the whole list.
      const list = entry.from !== undefined && accountAddressOf(new URLSearchParams(entry.from)).view === 'history' ? entry.from : searchOf('history');
      view = <ResultView key={address.applicantId} company={company} applicantId={address.applicantId} onMenu={toMenu} onHistory={() => leaveTo(list)} />;
      break;
    }
    case 'sendInvite':
      view = <InviteApplicantsView company={company} onMenu={toMenu} />;
      break;
    case 'contactSupport':
      view = entry.supportSent ? (
        <SupportSentView company={company} onMenu={toMenu} />
      ) : (
        <ContactSupportView
          company={company}
          onMenu={toMenu}
          // The confirmation stands on the support entry itself: Back leaves it, a reload keeps it, a bookmark is the form.
          onSent={() => navigate(location, { replace: true, state: { ...entry, supportSent: true } satisfies EntryState })}
        />
      );
      break;
    case 'unknown':
      return <NotFound />;
  }
  return <FocusHeading value={focusHeading}>{view}</FocusHeading>;
}
