import { useTranslation } from '../i18n/use-translation.ts';
import { Link } from 'react-router-dom';

export interface BreadcrumbProps {
  /** The account view's name ("Account settings"); none on the account page's own menu. */
  current?: string;
  /** Back to the account menu; without it "My account" is plain text. */
  onMyAccount?: () => void;
  /** A view between My account and the current one (Applicant results & history, above one result), and the way back to it. */
  parent?: { label: string; onOpen: () => void };
}

/**
 * The account page's breadcrumb (docs/product.md §2): "Main page" (to /), "My account", the current view. The last item
 * carries aria-current="page".
 */
export function Breadcrumb({ current, onMyAccount, parent }: BreadcrumbProps) {
  const { t } = useTranslation();
  const myAccount = t('common.myAccount');
  return (
    <nav className="ui-breadcrumb" aria-label={t('common.breadcrumb')}>
      <ol>
        <li>
          <Link to="/">{t('common.mainPage')}</Link>
        </li>
        <li>
          {current === undefined ? (
            <span aria-current="page">{myAccount}</span>
          ) : onMyAccount ? (
            <button type="button" className="ui-breadcrumb__button" onClick={onMyAccount}>
              {myAccount}
            </button>
          ) : (
            <span>{myAccount}</span>
          )}
        </li>
        {current !== undefined && parent && (
          <li>
            <button type="button" className="ui-breadcrumb__button" onClick={parent.onOpen}>
              {parent.label}
            </button>
          </li>
        )}
        {current !== undefined && (
          <li>
            <span aria-current="page">{current}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}
