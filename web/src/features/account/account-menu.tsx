import { useTranslation } from '../../shared/i18n/use-translation.ts';
import type { Company } from '../../shared/session/company.ts';
import { Breadcrumb } from '../../shared/ui/breadcrumb.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Notice } from '../../shared/ui/notice.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { AccountOverview } from './account-overview.tsx';
import type { AddressedView } from './account-view.ts';
import { AccountClosingNotice } from './close-account-panel.tsx';
import { useSendVerificationAgain } from './use-send-verification-again.ts';

interface AccountMenuProps {
  company: Company;
  onOpen: (view: AddressedView) => void;
  onLogOut: () => void;
  /** One of the latest results in the overview: that applicant's result. */
  onViewResult: (applicantId: string) => void;
  /** A verification link (vc) is being checked. */
  verifying: boolean;
  focusHeading: boolean;
}

const entries = [
  ['manageTexts', 'account.menu.manageTexts'],
  ['accountSettings', 'account.menu.accountSettings'],
  ['history', 'account.menu.history'],
  ['sendInvite', 'account.menu.invite'],
  ['contactSupport', 'account.menu.contactSupport'],
] as const;

/** docs/product.md §2's logged-in menu: "Welcome" and the company's name, an overview of its results, the account's parts, Log out. */
export function AccountMenu({ company, onOpen, onLogOut, onViewResult, verifying, focusHeading }: AccountMenuProps) {
  const { t } = useTranslation();
  return (
    <Page title={t('common.myAccount')} heading={t('account.welcome', { name: company.companyName })} top={<Breadcrumb />} focusHeading={focusHeading}>
      {verifying && <Spinner size="small" label={t('login.verifying')} />}
      {!company.emailVerified && !verifying && <UnverifiedEmailNotice email={company.loginEmail} />}
      <AccountClosingNotice timeZone={company.timeZone} />
      <AccountOverview company={company} onViewResult={onViewResult} onHistory={() => onOpen('history')} />
      <ul className="account-menu">
        {entries.map(([view, label]) => (
          <li key={view}>
            <Button block onClick={() => onOpen(view)}>
              {t(label)}
            </Button>
          </li>
        ))}
      </ul>
      <div className="ui-actions">
        <Button onClick={onLogOut}>{t('account.menu.logOut')}</Button>
      </div>
    </Page>
  );
}

/** The login e-mail is not verified yet: said discreetly, with a way to get the link again. */
function UnverifiedEmailNotice({ email }: { email: string }) {
  const { t } = useTranslation();
  const { sendAgain, sending } = useSendVerificationAgain(email);

  return (
    <Notice announce={false} className="account-unverified">
      <p>{t('account.emailNotVerified', { email })}</p>
      <Button variant="link" busy={sending} onClick={() => void sendAgain()}>
        {t('account.sendVerificationAgain')}
      </Button>
    </Notice>
  );
}
