import { useTranslation } from '../../shared/i18n/use-translation.ts';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { messageOf } from '../../shared/api-client.ts';
import { SessionEndedError } from '../../shared/session/account-client.ts';
import { companyKey, useSession } from '../../shared/session/use-session.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { Notice } from '../../shared/ui/notice.tsx';
import { notify } from '../../shared/ui/notify.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { useFocusOnMount } from '../../shared/ui/use-focus-on-mount.ts';
import { useHydrating } from '../../shared/use-hydrating.ts';
import { LandingSections } from './landing-sections.tsx';

interface LandingMenuProps {
  /** True when coming back from another view, so keyboard focus is not lost on the page. */
  focusHeading: boolean;
  onContactUs: () => void;
  onDemo: () => void;
}

/**
 * docs/product.md §2: what a visitor can do from the landing page. A signed-out visitor may register, log in,
 * ask to be contacted or try the test; a signed-in company may go to its account, try the test or
 * log out. While a stored session is being checked the buttons are a skeleton, so a signed-in
 * company never glimpses Register and Login first; when the check fails (the server or the network,
 * not an ended session) it says so and offers Try again and Log out, rather than Register and Login.
 */
export function LandingMenu({ focusHeading, onContactUs, onDemo }: LandingMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { mutate } = useSWRConfig();
  const heading = useFocusOnMount<HTMLHeadingElement>(focusHeading);
  // The page prerendered at build time cannot know whether a session is stored: until React has
  // taken it over, the buttons are a skeleton of the signed-out four (docs/decisions/0070-landing-page-prerendered.md).
  const starting = useHydrating();

  function logOut() {
    session.logout();
    notify.success(t('landing.loggedOut'));
    // The Log out button is gone with the menu it was in: keyboard focus starts over at the top.
    heading.current?.focus();
  }

  const tryTypingTest = <Button onClick={onDemo}>{t('landing.tryTypingTest')}</Button>;
  /** A signed-in company's buttons: `first`, then Try the typing test and Log out. */
  const signedInActions = (first: ReactNode) => (
    <div className="landing-actions">
      {first}
      {tryTypingTest}
      <Button onClick={logOut}>{t('landing.logOut')}</Button>
    </div>
  );

  return (
    <>
      <Card className="landing">
        <title>{t('common.appName')}</title>
        <h1 ref={heading} tabIndex={-1}>
          {t('landing.heading')}
        </h1>
        <p>{t('landing.intro')}</p>
        {starting || session.isLoading ? (
          <Skeleton className="landing-actions" heading={false} lines={starting ? 4 : 3} shape="buttons" />
        ) : session.signedIn && !session.authorized && session.error && !(session.error instanceof SessionEndedError) ? (
          <>
            <Notice tone="error">
              <p>{t('account.loadFailed')}</p>
              <p>{messageOf(session.error)}</p>
            </Notice>
            {signedInActions(
              <Button variant="primary" onClick={() => void mutate(companyKey)}>
                {t('account.tryAgain')}
              </Button>,
            )}
          </>
        ) : session.authorized ? (
          signedInActions(
            <Button variant="primary" onClick={() => navigate('/login')}>
              {t('landing.manageAccount')}
            </Button>,
          )
        ) : (
          <div className="landing-actions">
            <Button variant="primary" onClick={() => navigate('/register')}>
              {t('landing.register')}
            </Button>
            <Button variant="primary" onClick={() => navigate('/login')}>
              {t('landing.login')}
            </Button>
            <Button onClick={onContactUs}>{t('landing.knowMore')}</Button>
            {tryTypingTest}
          </div>
        )}
      </Card>
      <LandingSections showRegister={!starting && !session.isLoading && !session.signedIn} onRegister={() => navigate('/register')} onContactUs={onContactUs} />
    </>
  );
}
