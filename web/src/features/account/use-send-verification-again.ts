import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { messageOf } from '../../shared/api-client.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { SessionEndedError } from '../../shared/session/account-client.ts';
import { companyKey } from '../../shared/session/use-session.ts';
import { notify } from '../../shared/ui/notify.ts';
import { apiWords, sendVerificationAgain } from './account-api.ts';

/**
 * "Send the verification e-mail again": the link goes to the login e-mail again, and the toast
 * says where. Verified meanwhile (in another tab, say): the toast says so, the company is loaded
 * again and `onVerified` runs. Returns the call and whether it is under way.
 */
export function useSendVerificationAgain(email: string, onVerified?: () => void) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [sending, setSending] = useState(false);

  async function sendAgain() {
    setSending(true);
    try {
      const message = await sendVerificationAgain();
      if (message === apiWords.alreadyVerified) {
        notify.success(t('login.alreadyVerified'));
        await mutate(companyKey);
        onVerified?.();
      } else {
        notify.success(t('account.verificationSent', { email }));
      }
    } catch (error) {
      if (!(error instanceof SessionEndedError)) notify.error(messageOf(error));
    } finally {
      setSending(false);
    }
  }

  return { sendAgain, sending };
}
