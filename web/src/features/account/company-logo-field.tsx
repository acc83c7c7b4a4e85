import { logoLimits, uploadableLogoTypes } from '@typetest/events/schema';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useSWRConfig } from 'swr';
import { messageOf } from '../../shared/api-client.ts';
import { companyAnswerSchema, type Company } from '../../shared/session/company.ts';
import { postAccount } from '../../shared/session/session.ts';
import { companyKey } from '../../shared/session/use-session.ts';
import { Button } from '../../shared/ui/button.tsx';
import { FieldHint } from '../../shared/ui/field-hint.tsx';
import { Notice } from '../../shared/ui/notice.tsx';
import { notify } from '../../shared/ui/notify.ts';

/** The file's own first bytes decide on the server (api/src/features/logo/reencode-logo.ts); here the browser's word for it saves a pointless upload. */
function refusalOf(file: File): 'empty' | 'tooLarge' | 'notAnImage' | undefined {
  if (file.size === 0) return 'empty';
  if (file.size > logoLimits.bytes) return 'tooLarge';
  if (file.type !== '' && !(uploadableLogoTypes as readonly string[]).includes(file.type)) return 'notAnImage';
  return undefined;
}

/**
 * Account settings' logo (docs/decisions/0069-company-logo.md): the one in use as applicants see it,
 * a file to upload in its place, and its removal. Each acts at once, apart from the settings' Save,
 * and the signed-in company is then what the API answered.
 */
export function CompanyLogoField({ company }: { company: Company }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [busy, setBusy] = useState<'upload' | 'remove' | undefined>();
  const [failure, setFailure] = useState<string | undefined>();

  async function change(kind: 'upload' | 'remove', call: () => Promise<Company>, done: string) {
    setBusy(kind);
    setFailure(undefined);
    try {
      await mutate(companyKey, await call(), { revalidate: false });
      notify.success(done);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(undefined);
      if (input.current) input.current.value = '';
    }
  }

  function upload(file: File | undefined) {
    if (!file) return;
    const refusal = refusalOf(file);
    if (refusal) {
      setFailure(t(`companyLogo.${refusal}`));
      if (input.current) input.current.value = '';
      return;
    }
    void change('upload', async () => (await postAccount('/api/db/uploadlogo', file, companyAnswerSchema)).data, t('companyLogo.saved'));
  }

  const { logo } = company;
  return (
    <div className="ui-field company-logo">
      <span className="ui-field__label">{t('companyLogo.label')}</span>
      <FieldHint id={hintId}>{t('companyLogo.hint')}</FieldHint>
      {logo ? (
        <figure className="company-logo__preview">
          <img src={logo.path} alt={company.companyName} width={logo.width} height={logo.height} />
          <figcaption>{t('companyLogo.current')}</figcaption>
        </figure>
      ) : (
        <p className="company-logo__none">{t('companyLogo.none')}</p>
      )}
      <div className="ui-actions">
        <Button busy={busy === 'upload'} disabled={busy !== undefined} aria-describedby={hintId} onClick={() => input.current?.click()}>
          {logo ? t('companyLogo.replace') : t('companyLogo.upload')}
        </Button>
        {logo ? (
          <Button
            variant="danger"
            busy={busy === 'remove'}
            disabled={busy !== undefined}
            onClick={() => void change('remove', async () => (await postAccount('/api/db/removelogo', {}, companyAnswerSchema)).data, t('companyLogo.removed'))}
          >
            {t('companyLogo.remove')}
          </Button>
        ) : null}
      </div>
      {/* Hidden: the button above opens it, with the product's words in the page's language. */}
      <input
        ref={input}
        type="file"
        hidden
        accept={uploadableLogoTypes.join(',')}
        aria-label={t('companyLogo.upload')}
        data-testid="company-logo-file"
        onChange={(event) => upload(event.currentTarget.files?.[0])}
      />
      {busy === 'upload' ? <p role="status">{t('companyLogo.uploading')}</p> : null}
      {failure ? <Notice tone="error">{failure}</Notice> : null}
    </div>
  );
}
