import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useSWRConfig } from 'swr';
import { SessionEndedError } from '../../shared/session/account-client.ts';
import { companyKey } from '../../shared/session/use-session.ts';
import { notify } from '../../shared/ui/notify.ts';
import { apiWords, verifyEmail } from './account-api.ts';

/**
 * /login?vc=...: the "send again" verification link (docs/product.md §2, 8). It needs the company signed in;
 * once it is, the code is checked once and the outcome told. `onHandled` then takes vc out of the
 * URL. Returns whether the check is running.
 */
export function useEmailVerification(code: string | null, signedIn: boolean, onHandled: () => void): boolean {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [verifying, setVerifying] = useState(false);
  // The code already sent: re-renders and StrictMode's second effect must not send it again.
  const sent = useRef<string | null>(null);
  const handled = useRef(onHandled);
  handled.current = onHandled;

  useEffect(() => {
    if (code === null || !signedIn || sent.current === code) return;
    sent.current = code;
    setVerifying(true);
    verifyEmail(code)
      .then(async (message) => {
        notify.success(message === apiWords.alreadyVerified ? t('login.alreadyVerified') : t('login.emailVerified'));
        await mutate(companyKey);
        handled.current();
      })
      .catch((error: unknown) => {
        // Signed out meanwhile: the link waits for the next login.
        if (error instanceof SessionEndedError) {
          sent.current = null;
          return;
        }
        notify.error(t('login.verifyFailed'));
        handled.current();
      })
      .finally(() => setVerifying(false));
  }, [code, signedIn, mutate, t]);

  return verifying;
}
