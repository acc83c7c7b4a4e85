import type { InvitationRow } from '@typetest/events/applicant';
import { useId, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Button } from '../../shared/ui/button.tsx';
import { notify } from '../../shared/ui/notify.ts';
import { TextAreaField } from '../../shared/ui/text-area-field.tsx';
import { parseInvitationList } from './invitation-list.ts';

interface InvitationListInputProps {
  disabled: boolean;
  /** The rows read from the list, for the form to fill in and check as typed rows. */
  onRows: (rows: InvitationRow[]) => void;
}

/**
 * Invite from a list: a pasted list ("Name, e-mail" or "Name <e-mail>" a line) or a CSV file
 * becomes rows of the form (invitation-list.ts), where the six checks and the sending in submits
 * of 15 take over. Folded away until wanted: most invitations are a few typed rows.
 */
export function InvitationListInput({ disabled, onRows }: InvitationListInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');

  function take(listed: InvitationRow[]) {
    if (listed.length === 0) return notify.error(t('inviteList.empty'));
    onRows(listed);
    setText('');
    notify.success(t('inviteList.filled', { count: listed.length }));
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    let contents: string;
    try {
      contents = await file.text();
    } catch {
      return notify.error(t('inviteList.unreadable'));
    }
    take(parseInvitationList(contents));
  }

  return (
    <details className="account-invite__list">
      <summary>{t('inviteList.heading')}</summary>
      <TextAreaField
        label={t('inviteList.pasteLabel')}
        hint={t('inviteList.pasteHint')}
        rows={5}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="ui-actions account-invite__list-actions">
        <Button disabled={disabled || text.trim() === ''} onClick={() => take(parseInvitationList(text))}>
          {t('inviteList.fill')}
        </Button>
        <input
          id={`${id}-file`}
          className="ui-visually-hidden"
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          disabled={disabled}
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {/* After its input, so the input's keyboard focus shows on it (account.css). */}
        <label htmlFor={`${id}-file`} className="ui-button account-invite__upload">
          {t('inviteList.upload')}
        </label>
      </div>
    </details>
  );
}
