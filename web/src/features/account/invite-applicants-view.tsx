import { normaliseApplicantEmail } from '@typetest/events/applicant';
import { useMemo } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import useSWR from 'swr';
import { messageOf } from '../../shared/api-client.ts';
import { SessionEndedError } from '../../shared/session/account-client.ts';
import type { Company } from '../../shared/session/company.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Notice } from '../../shared/ui/notice.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { AccountSubPage } from './account-sub-page.tsx';
import { fetchAwaitingApplicants, eraseApplicant, removeApplicant, resendInvitation, sendInvitations, sendReminder } from './applicant-calls.ts';
import { AwaitingApplicants } from './awaiting-applicants.tsx';
import { InvitationForm } from './invitation-form.tsx';
import { InvitationLinkPanel } from './invitation-link-panel.tsx';
import { UnverifiedInvitations } from './unverified-invitations.tsx';

interface InviteApplicantsViewProps {
  company: Company;
  onMenu: () => void;
}

/** The key carries the company, so the next company to sign in on this page never sees this list. */
const awaitingKey = (companyId: string) => ['account/awaiting-applicants', companyId] as const;

/** docs/product.md §2's Invite applicants: the form, and below it the applicants awaiting results. */
export function InviteApplicantsView({ company, onMenu }: InviteApplicantsViewProps) {
  const { t } = useTranslation();
  const awaiting = useSWR(awaitingKey(company.companyId), fetchAwaitingApplicants, { revalidateOnFocus: false });
  // docs/product.md §5's check 4 compares addresses whatever their case.
  const invited = useMemo(() => new Set((awaiting.data?.applicants ?? []).map((applicant) => normaliseApplicantEmail(applicant.email))), [awaiting.data]);
  // Shown until the company verifies its login e-mail; the API counts, the list says what is left.
  const allowance = company.emailVerified ? null : (awaiting.data?.unverifiedAllowance ?? null);
  // SWR keeps a failed refetch's error beside the list it had; the view shows it, so nothing is thrown here.
  const refetch = () => awaiting.mutate().catch(() => undefined);

  return (
    <AccountSubPage title={t('account.menu.invite')} onMenu={onMenu}>
      <p>{t('account.invite.intro')}</p>
      {allowance && <UnverifiedInvitations email={company.loginEmail} allowance={allowance} onVerified={() => void refetch()} />}
      <InvitationForm company={company} invited={invited} send={sendInvitations} onListChanged={() => void refetch()} />
      <InvitationLinkPanel companyId={company.companyId} />
      {awaiting.data ? (
        <AwaitingApplicants
          applicants={awaiting.data.applicants}
          timeZone={company.timeZone}
          resend={resendInvitation}
          remind={sendReminder}
          remove={removeApplicant}
          erase={eraseApplicant}
          onListChanged={refetch}
        />
      ) : awaiting.error && !(awaiting.error instanceof SessionEndedError) ? (
        <Notice tone="error">
          <p>{messageOf(awaiting.error)}</p>
          <Button onClick={() => void refetch()}>{t('account.tryAgain')}</Button>
        </Notice>
      ) : (
        <Skeleton heading lines={3} label={t('account.invite.loading')} />
      )}
    </AccountSubPage>
  );
}
