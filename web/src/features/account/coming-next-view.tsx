import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button.tsx';
import { Notice } from '../../shared/ui/notice.tsx';
import { AccountSubPage } from './account-sub-page.tsx';

/**
 * Applicant results & history and Invite applicants until they are built: the view exists, with
 * its breadcrumb, and says plainly that it comes next rather than showing made-up data.
 */
export function ComingNextView({ title, onMenu }: { title: string; onMenu: () => void }) {
  const { t } = useTranslation();
  return (
    <AccountSubPage title={title} onMenu={onMenu}>
      <Notice announce={false}>
        <p>{t('account.comingNext')}</p>
      </Notice>
      <div className="ui-actions">
        <Button onClick={onMenu}>{t('account.backToMenu')}</Button>
      </div>
    </AccountSubPage>
  );
}
