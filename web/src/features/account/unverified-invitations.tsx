import type { UnverifiedAllowance } from '@typetest/events/applicant';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Notice } from '../../shared/ui/notice.tsx';
import { useSendVerificationAgain } from './use-send-verification-again.ts';

interface UnverifiedInvitationsProps {
  email: string;
  allowance: UnverifiedAllowance;
  /** The e-mail turned out verified already: the list (and its allowance) is worth loading again. */
  onVerified: () => void;
}

/**
 * Above Invite applicants while the login e-mail is not verified: how many applicants the company
 * may still invite until it is (the API refuses more), and the way to get the link again.
 */
export function UnverifiedInvitations({ email, allowance, onVerified }: UnverifiedInvitationsProps) {
  const { t } = useTranslation();
  const { sendAgain, sending } = useSendVerificationAgain(email, onVerified);
  return (
    <Notice tone={allowance.left === 0 ? 'error' : 'info'} announce={false} className="account-unverified">
      <p>{t('account.invite.unverifiedNotice', { email, count: allowance.max, left: allowance.left })}</p>
      <Button variant="link" busy={sending} onClick={() => void sendAgain()}>
        {t('account.sendVerificationAgain')}
      </Button>
    </Notice>
  );
}
