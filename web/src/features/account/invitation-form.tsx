import { applicantLimits, completeRows, invitationProblemWords, maxInvitationRows, type InvitationRow } from '@typetest/events/applicant';
import { byRuntimeKey } from '@typetest/events/i18n';
import { useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { SessionEndedError } from '../../shared/session/account-client.ts';
import { Button } from '../../shared/ui/button.tsx';
import { IconButton } from '../../shared/ui/icon-button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { Notice } from '../../shared/ui/notice.tsx';
import { notify } from '../../shared/ui/notify.ts';
import { TextField } from '../../shared/ui/text-field.tsx';
import { invitationFailure } from './invitation-failure.ts';
import { invitationProblemField } from './invitation-problem-field.ts';
import { changeRows, rowsFull, startingRows, type DraftRow } from './invitation-rows.ts';

interface InvitationFormProps {
  /** The e-mails of the applicants awaiting results, lower-cased: SPEC 5's check 4. */
  invited: ReadonlySet<string>;
  /** Invites the complete rows (the API call; a test's stand-in). */
  send: (rows: readonly InvitationRow[]) => Promise<unknown>;
  /** The awaiting list may have changed: after a send, and after a refusal (someone else invited meanwhile). */
  onListChanged: () => void;
}

/** A field SPEC 5's checks found wrong: red until it is edited, and where the focus goes when the modal closes. */
interface WrongField {
  key: number;
  field: keyof InvitationRow;
}

interface Message {
  title: string;
  message: string;
}

/**
 * SPEC 2 and 5's Invite applicants form: rows of e-mail and full name (up to 15), the six checks
 * in order on submit, each refusal in the modal, only complete rows sent, one blank row again
 * after "Invitation sent".
 */
export function InvitationForm({ invited, send, onListChanged }: InvitationFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [state, dispatch] = useReducer(changeRows, startingRows);
  const [wrong, setWrong] = useState<WrongField | null>(null);
  const [shown, setShown] = useState<Message | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState('');
  const inFlight = useRef(false);
  const full = rowsFull(state);

  const fieldId = (key: number, field: keyof InvitationRow) => `${id}-${key}-${field}`;
  const focusField = (key: number | undefined, field: keyof InvitationRow) => {
    if (key !== undefined) document.getElementById(fieldId(key, field))?.focus();
  };
  const isWrong = (row: DraftRow, field: keyof InvitationRow) => wrong?.key === row.key && wrong.field === field;

  function add() {
    // Rendered at once, so the new row is there to take the focus before the next key press.
    flushSync(() => dispatch({ type: 'add' }));
    focusField(state.nextKey, 'email');
  }

  function remove(index: number, row: DraftRow) {
    flushSync(() => dispatch({ type: 'remove', key: row.key }));
    if (wrong?.key === row.key) setWrong(null);
    // The row before takes the place of the removed one for the keyboard.
    focusField(state.rows[index - 1]?.key, 'email');
  }

  function edit(row: DraftRow, field: keyof InvitationRow, value: string) {
    dispatch({ type: 'edit', key: row.key, field, value });
    if (isWrong(row, field)) setWrong(null);
  }

  function refuse(message: Message, field: WrongField | null) {
    // The modal says what is wrong now; a toast from before would only compete with it.
    notify.clear();
    setWrong(field);
    setShown(message);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    setFailure('');
    const found = invitationProblemField(state.rows, invited);
    if (found) {
      const row = state.rows[found.at.index];
      refuse(invitationProblemWords(byRuntimeKey(t), found.problem), row ? { key: row.key, field: found.at.field } : null);
      return;
    }
    inFlight.current = true;
    setSending(true);
    try {
      await send(completeRows(state.rows).map(({ email, fullName }) => ({ email, fullName })));
      dispatch({ type: 'reset' });
      setWrong(null);
      notify.success(t('account.invite.sent'));
      onListChanged();
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      const failed = invitationFailure(error);
      if (failed.kind === 'refused') {
        refuse({ title: failed.title ?? t('account.invite.failed'), message: failed.message }, null);
        onListChanged();
      } else {
        notify.error(t('account.invite.failed'));
        setFailure(failed.reason);
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      {state.rows.map((row, index) => (
        <fieldset key={row.key} className="account-invite__row">
          <legend className="ui-visually-hidden">{t('account.invite.row', { n: index + 1 })}</legend>
          <TextField
            id={fieldId(row.key, 'email')}
            className="account-invite__email"
            label={t('account.invite.email')}
            placeholder={t('account.invite.emailPlaceholder')}
            // Not type="email": SPEC 5 allows a UTF-8 local part, which the browser's own check may refuse or rewrite.
            inputMode="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={applicantLimits.email}
            invalid={isWrong(row, 'email')}
            value={row.email}
            onChange={(event) => edit(row, 'email', event.currentTarget.value)}
          />
          <TextField
            id={fieldId(row.key, 'fullName')}
            className="account-invite__name"
            label={t('account.invite.fullName')}
            placeholder={t('account.invite.fullNamePlaceholder')}
            autoComplete="off"
            maxLength={applicantLimits.fullName}
            invalid={isWrong(row, 'fullName')}
            value={row.fullName}
            onChange={(event) => edit(row, 'fullName', event.currentTarget.value)}
          />
          {index === 0 ? (
            <span className="account-invite__no-remove" />
          ) : (
            <IconButton
              className="account-invite__remove"
              variant="danger"
              aria-label={t('account.invite.removeRow', { n: index + 1 })}
              icon="✕"
              disabled={sending}
              onClick={() => remove(index, row)}
            />
          )}
        </fieldset>
      ))}
      <div className="account-invite__add">
        <Button variant="link" disabled={full || sending} aria-describedby={full ? `${id}-full` : undefined} onClick={add}>
          {t('account.invite.addRow')}
        </Button>
        {full && (
          <p id={`${id}-full`} className="account-form__why">
            {t('account.invite.rowsFull', { max: maxInvitationRows })}
          </p>
        )}
      </div>
      {failure && <Notice tone="error">{failure}</Notice>}
      <div className="ui-actions">
        <Button type="submit" variant="primary" busy={sending}>
          {t('account.invite.send')}
        </Button>
      </div>
      <Modal
        open={shown !== null}
        title={shown?.title ?? ''}
        message={shown?.message ?? ''}
        onClose={() => setShown(null)}
        returnFocusTo={() => (wrong ? document.getElementById(fieldId(wrong.key, wrong.field)) : null)}
      />
    </form>
  );
}
