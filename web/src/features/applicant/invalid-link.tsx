import type { DeadLinkKind } from '@typetest/events/applicant';
import { ApiError } from '../../shared/api-client.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Page } from '../../shared/ui/page.tsx';

/**
 * docs/product.md §2: the applicant's link is missing its text folder or code, or no longer valid. `expired`
 * adds why a link that once worked stops working. It ends with the way back to the main page,
 * as the app's page-not-found screen does (web/src/app/not-found.tsx): a plain link, since the
 * applicant's page has no router (docs/decisions/0015-applicant-page-of-its-own.md). Beneath, the
 * server's own words when `refusal`, its answer, names why this link stopped working (replaced,
 * expired or locked: docs/decisions/0042-links-end-when-the-next-is-used.md).
 */
/** The API's deadLinkKinds, written out: importing its schemas would bring zod into the light page (bench). */
const deadLinkKinds: readonly string[] = ['replaced', 'expired', 'locked'] satisfies DeadLinkKind[];

export function InvalidLink({ expired = false, refusal }: { expired?: boolean; refusal?: unknown }) {
  const { t } = useTranslation();
  const why = refusal instanceof ApiError && deadLinkKinds.includes(refusal.code ?? '') ? refusal.message : undefined;
  return (
    <Page title={t('applicant.invalidTitle')} focusHeading={false}>
      <p>{t('applicant.invalidUrl')}</p>
      {expired && <p>{t('applicant.linksExpire')}</p>}
      {why && <p>{why}</p>}
      <p>
        <a href="/">{t('common.backToMainPage')}</a>
      </p>
    </Page>
  );
}
