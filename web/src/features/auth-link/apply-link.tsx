import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { applyActionCode, checkLink, isRefusal } from './api.ts';
import { headingKeyOf, type AuthLink } from './auth-link.ts';
import { LinkFailed } from './link-failed.tsx';
import { LinkSucceeded } from './link-succeeded.tsx';
import { LinkWaiting } from './link-waiting.tsx';
import { useSingleRun } from './use-single-run.ts';

export type ApplyableLink = AuthLink & { mode: 'verifyEmail' | 'recoverEmail' };

/**
 * docs/product.md §4, auth link flow: a verifyEmail or recoverEmail link needs no form. The code is checked,
 * then applied (once, however often React mounts this), and the result shown in a modal.
 */
export function ApplyLink({ link }: { link: ApplyableLink }) {
  const { t } = useTranslation();
  const { mode, oobCode } = link;
  const check = useSingleRun(`check:${mode}:${oobCode}`, () => checkLink(link));
  // A verify link opened again once its address is verified: nothing to apply.
  const checkedVerified = check.state.status === 'done' && check.state.value.alreadyVerified;
  const apply = useSingleRun(check.state.status === 'done' && !checkedVerified ? `apply:${mode}:${oobCode}` : null, () => applyActionCode(link));
  const retried = check.attempt + apply.attempt > 0;

  if (check.state.status === 'failed') {
    return <LinkFailed mode={mode} onRetry={isRefusal(check.state.error) ? undefined : check.retry} />;
  }
  if (apply.state.status === 'failed') {
    return <LinkFailed mode={mode} onRetry={isRefusal(apply.state.error) ? undefined : apply.retry} />;
  }
  if (check.state.status === 'running') {
    return <LinkWaiting mode={mode} label={t('authLink.checking')} focusHeading={retried} />;
  }
  if (checkedVerified || (apply.state.status === 'done' && apply.state.value.alreadyVerified)) {
    // docs/product.md §8's words for a verification that finds the address verified already.
    return <LinkSucceeded title={t(headingKeyOf(mode))} modalTitle={t('authLink.verifiedTitle')} message={t('login.alreadyVerified')} buttonLabel={t('authLink.toTheLoginPage')} />;
  }
  if (apply.state.status === 'running') {
    return <LinkWaiting mode={mode} label={t(mode === 'verifyEmail' ? 'authLink.verifying' : 'authLink.restoring')} focusHeading={retried} />;
  }

  const title = t(headingKeyOf(mode));
  return mode === 'verifyEmail' ? (
    <LinkSucceeded
      title={title}
      modalTitle={t('authLink.verifiedTitle')}
      message={t('authLink.verifiedMessage', { email: apply.state.value.email })}
      buttonLabel={t('authLink.toTheLoginPage')}
    />
  ) : (
    <LinkSucceeded title={title} modalTitle={t('authLink.emailResetTitle')} message={t('authLink.emailResetMessage')} buttonLabel={t('authLink.toLoginPage')} />
  );
}
