import {
  applicantLimits,
  completeRows,
  invitationProblems,
  invitationProblemWords,
  invitationRowSchema,
  maxInvitationRows,
  type InvitationProblem,
  type InvitationRow,
} from '@typetest/events/applicant';
import { byRuntimeKey } from '@typetest/events/i18n/issue-words';
import { useId, useState } from 'react';
import { z } from 'zod';
import { flushSync } from 'react-dom';
import { useFieldArray, useForm } from 'react-hook-form';
import { checkedOnSubmit, fieldProps, focusField } from '../../shared/forms/field-props.ts';
import { firstRefusal, schemaResolver } from '../../shared/forms/schema-resolver.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { SessionEndedError } from '../../shared/session/account-client.ts';
import { Button } from '../../shared/ui/button.tsx';
import { IconButton } from '../../shared/ui/icon-button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { Notice } from '../../shared/ui/notice.tsx';
import { notify } from '../../shared/ui/notify.ts';
import { TextField } from '../../shared/ui/text-field.tsx';
import type { Company } from '../../shared/session/company.ts';
import { useSendInvitations } from './applicant-calls.ts';
import { defaultDeadline, isChoosableDeadline, lastChoosableDeadline, todayIn } from './deadline.ts';
import { invitationFailure } from './invitation-failure.ts';
import { InvitationListInput } from './invitation-list-input.tsx';
import { submitKeys, submitsOf } from './invitation-list.ts';

interface InvitationFormProps {
  /** The e-mails of the applicants awaiting results, lower-cased: docs/product.md §5's check 4. */
  invited: ReadonlySet<string>;
  /** Where the deadline starts from: the company's default deadline days, counted in its time zone. */
  company: Pick<Company, 'defaultDeadlineDays' | 'timeZone'>;
  /** Invites the complete rows (at most 15), their links working until `deadline`, as the submit `submitKey` (the API call; a test's stand-in). */
  send: (rows: readonly InvitationRow[], deadline: string | null, submitKey: string) => Promise<unknown>;
  /** The awaiting list may have changed: after a send, and after a refusal (someone else invited meanwhile). */
  onListChanged: () => void;
}

/**
 * The form as sendinvitation's body: `ca`, the rows, so the shared schema's refusals name the
 * fields they are about. A field the checks found wrong is an error of the form: red until it is
 * edited, and where the focus goes when the modal closes.
 */
interface InvitationFields {
  ca: InvitationRow[];
  /** No deadline, or the date in `deadlineDate` (kept while "No deadline" is chosen, for a change of mind). */
  deadlineChoice: 'none' | 'date';
  deadlineDate: string;
}

type RowField = `ca.${number}.${keyof InvitationRow}`;
type WrongField = RowField | 'deadlineDate';

const blankRow: InvitationRow = { email: '', fullName: '' };

/**
 * The rows' lengths and characters as the API takes them, for a list of any length: a pasted
 * list goes in submits of at most 15 (sendInvitationSchema's limit, checked per submit by the API).
 */
const rowsSchema = z.object({ ca: z.array(invitationRowSchema) });

/** Check 3 (an e-mail without a name) is about the name; every other check is about the e-mail. */
const fieldOf = (problem: InvitationProblem): keyof InvitationRow => (problem.check === 'emptyName' ? 'fullName' : 'email');

/** A long list stopped midway: how many of its complete rows went out before the failure. */
class StoppedMidway extends Error {
  constructor(
    readonly sent: number,
    override readonly cause: unknown,
  ) {
    super('stopped midway');
  }
}

interface Message {
  title: string;
  message: string;
}

/**
 * docs/product.md §2 and 5's Invite applicants form: rows of e-mail and full name (up to 15), the six checks
 * in order on submit, each refusal in the modal, only complete rows sent, one blank row again
 * after "Invitation sent". Below the rows, the links' deadline: none, or a last day (from the
 * company's default deadline in Account settings, counted in its time zone).
 */
export function InvitationForm({ company, invited, send, onListChanged }: InvitationFormProps) {
  const { t } = useTranslation();
  const id = useId();
  // The company's default deadline days from today, in its time zone (Account settings); none without one.
  const [startingDeadline] = useState(() => defaultDeadline(company.defaultDeadlineDays, company.timeZone));
  const form = useForm<InvitationFields>({
    ...checkedOnSubmit,
    // The rows' lengths and characters as the API takes them; docs/product.md §5's six checks follow on a list that passes.
    resolver: schemaResolver(rowsSchema, { bodyOf: ({ ca }) => ({ ca }), words: ({ message }) => message }),
    // docs/product.md §2: the form starts with one blank row.
    defaultValues: {
      ca: [blankRow],
      deadlineChoice: startingDeadline === null ? 'none' : 'date',
      deadlineDate: startingDeadline ?? '',
    },
    // A refusal is the modal, which takes the focus and gives it to the wrong field as it closes.
    shouldFocusError: false,
  });
  const rows = useFieldArray({ control: form.control, name: 'ca' });
  // Each submit's key lives as long as the page: a submit sent again unchanged is the same submit.
  const [keys] = useState(submitKeys);
  const [progress, setProgress] = useState<{ sent: number; total: number; stopped: boolean } | null>(null);
  /** Sends the complete rows in submits of at most 15, one after the other, saying how far it has come. */
  async function sendInParts(complete: readonly InvitationRow[], deadline: string | null) {
    let sent = 0;
    setProgress({ sent, total: complete.length, stopped: false });
    for (const part of submitsOf(complete)) {
      try {
        await send(part, deadline, keys.keyOf(part));
      } catch (error) {
        throw new StoppedMidway(sent, error);
      }
      sent += part.length;
      setProgress({ sent, total: complete.length, stopped: false });
    }
  }
  const sending = useSendInvitations(sendInParts);
  const [shown, setShown] = useState<Message | null>(null);
  const failure = form.formState.errors.root?.server?.message;
  // docs/product.md §9: no more rows than one send takes.
  const full = rows.fields.length >= maxInvitationRows;
  const busy = sending.isMutating;
  const noDeadline = form.watch('deadlineChoice') === 'none';
  const { error: deadlineWrong, ...deadlineDateField } = fieldProps(form, 'deadlineDate');

  /** The first field a check refused, for the focus once the modal is closed. */
  function wrongField(): HTMLElement | null {
    for (let index = 0; index < rows.fields.length; index++) {
      for (const field of ['email', 'fullName'] as const) {
        const name: RowField = `ca.${index}.${field}`;
        if (form.getFieldState(name).error) return document.getElementsByName(name)[0] ?? null;
      }
    }
    return form.getFieldState('deadlineDate').error ? (document.getElementsByName('deadlineDate')[0] ?? null) : null;
  }

  function add() {
    // Rendered at once, so the new row is there to take the focus before the next key press.
    flushSync(() => rows.append(blankRow, { shouldFocus: false }));
    focusField(`ca.${rows.fields.length}.email`);
  }

  function remove(index: number) {
    // The row's mark goes with it (react-hook-form moves the errors of the rows below up with them).
    flushSync(() => rows.remove(index));
    // The row before takes the place of the removed one for the keyboard.
    focusField(`ca.${index - 1}.email`);
  }

  function refuse(message: Message, wrong?: WrongField) {
    // The modal says what is wrong now; a toast from before would only compete with it.
    notify.clear();
    if (wrong) form.setError(wrong, { type: 'check', message: message.message });
    setShown(message);
  }

  const submit = form.handleSubmit(
    ({ ca, deadlineChoice, deadlineDate }) => {
      // Every wrong row is marked with its words (a pasted list may have several); the modal says the first.
      const found = invitationProblems(ca, invited);
      for (const { index, problem } of found.slice(1))
        form.setError(`ca.${index}.${fieldOf(problem)}`, { type: 'row', message: invitationProblemWords(byRuntimeKey(t), problem).message });
      const first = found[0];
      if (first) return refuse(invitationProblemWords(byRuntimeKey(t), first.problem), `ca.${first.index}.${fieldOf(first.problem)}`);
      // The API refuses a day already past in the company's zone (and one that is not a date).
      if (deadlineChoice === 'date' && !isChoosableDeadline(deadlineDate, company.timeZone)) {
        return refuse({ title: t('account.invite.deadlineWrongTitle'), message: t('account.invite.deadlineWrongMessage') }, 'deadlineDate');
      }
      const complete = completeRows(ca).map(({ email, fullName }) => ({ email, fullName }));
      return sending.trigger(
        { rows: complete, deadline: deadlineChoice === 'date' ? deadlineDate : null },
        {
          onSuccess: () => {
            // A fresh blank row (new keys), not the old first one emptied; the deadline stays as chosen for the next ones.
            form.reset({ ca: [blankRow], deadlineChoice, deadlineDate });
            setProgress(null);
            notify.success(t('account.invite.sent'));
            onListChanged();
          },
          onError: (stopped) => {
            const sent = stopped instanceof StoppedMidway ? stopped.sent : 0;
            const error = stopped instanceof StoppedMidway ? stopped.cause : stopped;
            // What went out leaves the rows, so sending again goes on with the rest (and a submit
            // whose answer was lost goes again with its key: answered, not invited twice).
            if (sent > 0) form.reset({ ca: complete.slice(sent), deadlineChoice, deadlineDate });
            setProgress(sent > 0 ? { sent, total: complete.length, stopped: true } : null);
            if (error instanceof SessionEndedError) return;
            const failed = invitationFailure(error);
            if (failed.kind === 'refused') {
              refuse({ title: failed.title ?? t('account.invite.failed'), message: failed.message });
              onListChanged();
            } else {
              notify.error(t('account.invite.failed'));
              form.setError('root.server', { message: failed.reason });
            }
          },
        },
      );
    },
    // Only what the API would refuse too: a row too long, or characters no one types.
    (refused) => refuse({ title: t('account.invite.failed'), message: firstRefusal(refused) ?? t('account.invite.failed') }),
  );

  /** Pasted or uploaded rows take the place of the blank ones; the rows typed so far stay first. */
  function fill(listed: readonly InvitationRow[]) {
    const typed = form.getValues('ca').filter((row) => row.email.trim() !== '' || row.fullName.trim() !== '');
    form.reset({ ...form.getValues(), ca: [...typed, ...listed] });
    setProgress(null);
  }

  const wrongRows = Object.keys(form.formState.errors.ca ?? {}).length;
  /** A row's words when the checks found it wrong besides the row the modal speaks of. */
  const rowProblem = (index: number) =>
    (['email', 'fullName'] as const).map((field) => form.getFieldState(`ca.${index}.${field}`).error).find((error) => error?.type === 'row')?.message;

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <InvitationListInput disabled={busy} onRows={fill} />
      {rows.fields.map((row, index) => {
        const { error: emailWrong, ...email } = fieldProps(form, `ca.${index}.email`);
        const { error: nameWrong, ...fullName } = fieldProps(form, `ca.${index}.fullName`);
        return (
          <fieldset key={row.id} className="account-invite__row">
            <legend className="ui-visually-hidden">{t('account.invite.row', { n: index + 1 })}</legend>
            <TextField
              className="account-invite__email"
              label={t('account.invite.email')}
              placeholder={t('account.invite.emailPlaceholder')}
              // Not type="email": docs/product.md §5 allows a UTF-8 local part, which the browser's own check may refuse or rewrite.
              inputMode="email"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={applicantLimits.email}
              invalid={emailWrong !== undefined}
              {...email}
            />
            <TextField
              className="account-invite__name"
              label={t('account.invite.fullName')}
              placeholder={t('account.invite.fullNamePlaceholder')}
              autoComplete="off"
              maxLength={applicantLimits.fullName}
              invalid={nameWrong !== undefined}
              {...fullName}
            />
            {index === 0 ? (
              <span className="account-invite__no-remove" />
            ) : (
              <IconButton
                className="account-invite__remove"
                variant="danger"
                aria-label={t('account.invite.removeRow', { n: index + 1 })}
                icon="✕"
                disabled={busy}
                onClick={() => remove(index)}
              />
            )}
            {/* The modal says the first wrong row's words; the other rows of a pasted list say theirs here. */}
            {rowProblem(index) && <p className="account-form__why account-invite__row-problem">{rowProblem(index)}</p>}
          </fieldset>
        );
      })}
      <div className="account-invite__add">
        <Button variant="link" disabled={full || busy} aria-describedby={full && rows.fields.length === maxInvitationRows ? `${id}-full` : undefined} onClick={add}>
          {t('account.invite.addRow')}
        </Button>
        {full && rows.fields.length === maxInvitationRows && (
          <p id={`${id}-full`} className="account-form__why">
            {t('account.invite.rowsFull', { count: maxInvitationRows })}
          </p>
        )}
        {rows.fields.length > maxInvitationRows && (
          <p className="account-form__why">{t('inviteList.inParts', { total: String(rows.fields.length), size: String(maxInvitationRows) })}</p>
        )}
      </div>
      <fieldset className="account-invite__deadline" aria-describedby={`${id}-deadline-hint`}>
        <legend className="ui-field__label">{t('account.invite.deadline')}</legend>
        <p id={`${id}-deadline-hint`} className="ui-field__hint">
          {t('account.invite.deadlineHint', { timeZone: company.timeZone.replaceAll('_', ' ') })}
        </p>
        <div className="account-invite__deadline-choices">
          {(['none', 'date'] as const).map((choice) => (
            <div key={choice} className="ui-checkbox">
              <input id={`${id}-deadline-${choice}`} type="radio" value={choice} className="ui-checkbox__box" {...form.register('deadlineChoice')} />
              <label htmlFor={`${id}-deadline-${choice}`} className="ui-field__label">
                {choice === 'none' ? t('account.invite.noDeadline') : t('account.invite.deadlineOnDate')}
              </label>
            </div>
          ))}
        </div>
        <TextField
          className="account-invite__deadline-date"
          type="date"
          label={t('account.invite.deadlineDate')}
          min={todayIn(company.timeZone)}
          max={lastChoosableDeadline(company.timeZone)}
          disabled={noDeadline}
          invalid={deadlineWrong !== undefined}
          {...deadlineDateField}
        />
      </fieldset>
      {failure && <Notice tone="error">{failure}</Notice>}
      {wrongRows > 1 && <Notice tone="error">{t('inviteList.rowsWrong', { count: wrongRows })}</Notice>}
      {progress && (
        <p className="account-invite__progress" role="status">
          {progress.stopped
            ? t('inviteList.stopped', { sent: String(progress.sent), total: String(progress.total) })
            : t('inviteList.progress', { sent: String(progress.sent), total: String(progress.total) })}
        </p>
      )}
      <div className="ui-actions">
        <Button type="submit" variant="primary" busy={busy}>
          {t('account.invite.send')}
        </Button>
      </div>
      <Modal open={shown !== null} title={shown?.title ?? ''} message={shown?.message ?? ''} onClose={() => setShown(null)} returnFocusTo={wrongField} />
    </form>
  );
}
