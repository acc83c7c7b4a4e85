// @vitest-environment happy-dom
import type { InvitationRow } from '@typetest/events/applicant';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api-client.ts';
import type { Company } from '../../shared/session/company.ts';
import { acmeAb } from '../../shared/session/testing/account-api.ts';
import { interact, typeInto, renderLive, type Live } from '../../shared/ui/testing/render.tsx';
import { InvitationForm } from './invitation-form.tsx';

let live: Live | undefined;
afterEach(async () => {
  await live?.unmount();
  live = undefined;
  vi.useRealTimers();
});

/** What the form sent, call by call (the rows, and the deadline with them), and how many times it said the awaiting list changed. */
interface Heard {
  sent: InvitationRow[][];
  deadlines: (string | null)[];
  /** Each submit's key: the same for a submit sent again unchanged. */
  keys: string[];
  listChanged: number;
}

interface Opened {
  invited?: string[];
  send?: (rows: readonly InvitationRow[]) => Promise<unknown>;
  company?: Pick<Company, 'defaultDeadlineDays' | 'timeZone'>;
}

async function openForm({ invited = [], send, company = acmeAb }: Opened = {}) {
  const heard: Heard = { sent: [], deadlines: [], keys: [], listChanged: 0 };
  live = await renderLive(
    <InvitationForm
      company={company}
      invited={new Set(invited)}
      send={async (rows, deadline, submitKey) => {
        heard.sent.push([...rows]);
        heard.deadlines.push(deadline);
        heard.keys.push(submitKey);
        await send?.(rows);
      }}
      onListChanged={() => (heard.listChanged += 1)}
    />,
  );
  return { container: live.container, heard };
}

const rows = (container: HTMLElement) => [...container.querySelectorAll('fieldset.account-invite__row')];
const emailOf = (row: Element | undefined) => row?.querySelectorAll('input')[0];
const nameOf = (row: Element | undefined) => row?.querySelectorAll('input')[1];
const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent) === name);
const labelOf = (container: HTMLElement, control: Element | undefined) => container.querySelector(`label[for="${control?.id ?? ''}"]`)?.textContent;

async function fill(container: HTMLElement, typed: readonly (readonly [string, string])[]) {
  for (let index = 1; index < typed.length; index++) await interact(() => button(container, '+ 1 applicant')?.click());
  for (const [index, [email, name]] of typed.entries()) {
    await typeInto(emailOf(rows(container)[index]), email);
    await typeInto(nameOf(rows(container)[index]), name);
  }
}

const submit = (container: HTMLElement) => interact(() => button(container, 'Save new applicants & send invitations via e-mail')?.click());

/** The open modal's title and message, or undefined when none is open. */
function modal(container: HTMLElement) {
  const dialog = container.querySelector('dialog');
  if (!dialog?.open) return undefined;
  const text = (attribute: string) => container.querySelector(`#${CSS.escape(dialog.getAttribute(attribute) ?? '')}`)?.textContent;
  return { title: text('aria-labelledby'), message: text('aria-describedby') };
}

const closeModal = (container: HTMLElement) => interact(() => button(container, 'Understood')?.click());

describe('given the Invite applicants form as it opens', () => {
  it('when it is read, then it is one row with labelled e-mail and full name fields with placeholders, and no X on the first row', async () => {
    const { container } = await openForm();
    expect(rows(container)).toHaveLength(1);
    const row = rows(container)[0];
    expect(row?.querySelector('legend')?.textContent).toBe('Applicant 1');
    expect(labelOf(container, emailOf(row))).toBe('Applicant e-mail');
    expect(labelOf(container, nameOf(row))).toBe('Full name');
    expect(emailOf(row)?.placeholder).toBe('applicant@example.com');
    expect(nameOf(row)?.placeholder).toBe('Full name');
    expect(row?.querySelector('button')).toBeNull();
  });

  it('when "+ 1 applicant" is pressed up to 15 rows, then each new row takes the focus and has its X, and a 16th cannot be added, with the reason beside the button', async () => {
    const { container } = await openForm();
    for (let n = 2; n <= 15; n++) {
      await interact(() => button(container, '+ 1 applicant')?.click());
      expect(document.activeElement).toBe(emailOf(rows(container)[n - 1]));
    }
    expect(rows(container)).toHaveLength(15);
    expect(rows(container).map((row) => row.querySelector('button')?.getAttribute('aria-label') ?? null)).toEqual([
      null,
      ...Array.from({ length: 14 }, (_, index) => `Remove applicant ${index + 2}`),
    ]);

    const add = button(container, '+ 1 applicant');
    expect(add?.disabled).toBe(true);
    const why = container.querySelector(`#${CSS.escape(add?.getAttribute('aria-describedby') ?? '')}`);
    expect(why?.textContent).toBe('You can invite up to 15 applicants at a time. Send these invitations first, then add more.');
  });

  it('when the X of row 2 of 3 is pressed, then that row goes, the others keep what was typed, and the focus is in the row before', async () => {
    const { container } = await openForm();
    await fill(container, [
      ['ada@example.com', 'Ada Lovelace'],
      ['alan@example.com', 'Alan Turing'],
      ['grace@example.com', 'Grace Hopper'],
    ]);
    await interact(() => button(container, 'Remove applicant 2')?.click());
    expect(rows(container).map((row) => emailOf(row)?.value)).toEqual(['ada@example.com', 'grace@example.com']);
    expect(document.activeElement).toBe(emailOf(rows(container)[0]));
    // Numbered by place: the row that moved up is applicant 2 now.
    expect(button(container, 'Remove applicant 2')).toBeDefined();
    expect(button(container, 'Remove applicant 3')).toBeUndefined();
  });
});

describe('given rows SPEC 5’s checks refuse', () => {
  const cases = [
    { check: 'no applicant', typed: [['', '']], invited: [], title: 'No applicant', message: 'You need to enter at least 1 applicant', row: 0, field: 'email' },
    {
      check: 'name without e-mail',
      typed: [
        ['ada@example.com', 'Ada Lovelace'],
        ['', 'Alan Turing'],
      ],
      invited: [],
      title: 'Empty email',
      message: 'You need to insert a email for Alan Turing',
      row: 1,
      field: 'email',
    },
    {
      check: 'e-mail without name',
      typed: [['ada@example.com', '']],
      invited: [],
      title: 'Empty name',
      message: 'You need to insert a full name for the email ada@example.com',
      row: 0,
      field: 'fullName',
    },
    {
      check: 'already invited',
      typed: [['Ada@Example.com', 'Ada Lovelace']],
      invited: ['ada@example.com'],
      title: 'Duplicate Email ❗️',
      message: 'Email Ada@Example.com exists on another invited applicant',
      row: 0,
      field: 'email',
    },
    {
      check: 'twice in the list',
      typed: [
        ['ada@example.com', 'Ada Lovelace'],
        ['ada@example.com', 'Ada again'],
      ],
      invited: [],
      title: 'Email appears twice in the list',
      message: 'Email ada@example.com is attempted to be added twice',
      row: 1,
      field: 'email',
    },
    {
      check: 'invalid e-mail',
      typed: [['ada@192.168.0.1', 'Ada Lovelace']],
      invited: [],
      title: 'Invalid email',
      message: 'ada@192.168.0.1 is not a valid e-mail, please check and try again.',
      row: 0,
      field: 'email',
    },
  ] as const;

  it.each(cases)('when the list has $check, then the modal says SPEC’s words, nothing is sent, and closing it leaves the wrong field marked and focused', async (given) => {
    const { container, heard } = await openForm({ invited: [...given.invited] });
    await fill(container, given.typed);
    await submit(container);

    expect(modal(container)).toEqual({ title: given.title, message: given.message });
    expect(heard.sent).toEqual([]);

    await closeModal(container);
    expect(modal(container)).toBeUndefined();
    const row = rows(container)[given.row];
    const wrong = given.field === 'email' ? emailOf(row) : nameOf(row);
    expect(wrong?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(wrong);
    expect(container.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);

    // Put right, it is no longer marked.
    await typeInto(wrong, `${wrong?.value ?? ''}x`);
    expect(wrong?.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('given rows that pass the checks', () => {
  it('when they are sent, then only the complete rows go, the form is one blank row again, and the awaiting list is refetched', async () => {
    const { container, heard } = await openForm();
    await fill(container, [
      ['ada@example.com', 'Ada Lovelace'],
      ['', ''],
      ['alan@example.com', 'Alan Turing'],
    ]);
    await submit(container);

    expect(modal(container)).toBeUndefined();
    expect(heard.sent).toEqual([
      [
        { email: 'ada@example.com', fullName: 'Ada Lovelace' },
        { email: 'alan@example.com', fullName: 'Alan Turing' },
      ],
    ]);
    expect(heard.listChanged).toBe(1);
    expect(rows(container)).toHaveLength(1);
    expect([emailOf(rows(container)[0])?.value, nameOf(rows(container)[0])?.value]).toEqual(['', '']);
  });

  it('while they are being sent, then the send button is busy and cannot be pressed again', async () => {
    let finish: () => void = () => {};
    const { container, heard } = await openForm({ send: () => new Promise<void>((resolve) => (finish = resolve)) });
    await fill(container, [['ada@example.com', 'Ada Lovelace']]);
    await submit(container);
    const send = button(container, 'Save new applicants & send invitations via e-mail');
    expect(send?.disabled).toBe(true);
    expect(send?.getAttribute('aria-busy')).toBe('true');
    expect(button(container, '+ 1 applicant')?.disabled).toBe(true);
    await submit(container);
    expect(heard.sent).toHaveLength(1);
    await interact(() => finish());
    expect(send?.disabled).toBe(false);
  });

  it('when the server refuses the list (another tab invited the address meanwhile), then its title and message are the modal, the rows stay, and the list is refetched', async () => {
    const refusal = new ApiError('Email ada@example.com exists on another invited applicant', 409, 'alreadyInvited', 'Duplicate Email ❗️');
    const { container, heard } = await openForm({ send: () => Promise.reject(refusal) });
    await fill(container, [['ada@example.com', 'Ada Lovelace']]);
    await submit(container);

    expect(modal(container)).toEqual({ title: 'Duplicate Email ❗️', message: 'Email ada@example.com exists on another invited applicant' });
    expect(emailOf(rows(container)[0])?.value).toBe('ada@example.com');
    expect(heard.listChanged).toBe(1);
  });

  it('when the company has sent too many, then the server’s sentence stays on the view, with the rows, and no modal', async () => {
    const sentence = 'You have sent many invitations in a short time. Please send more in about 5 minutes.';
    const { container } = await openForm({ send: () => Promise.reject(new ApiError(sentence, 429)) });
    await fill(container, [['ada@example.com', 'Ada Lovelace']]);
    await submit(container);

    expect(modal(container)).toBeUndefined();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(sentence);
    expect(emailOf(rows(container)[0])?.value).toBe('ada@example.com');
  });
});

/** The deadline's choices and date field, by their labels. */
const control = (container: HTMLElement, label: string) => {
  const id = [...container.querySelectorAll('label')].find((candidate) => candidate.textContent === label)?.htmlFor;
  return container.querySelector<HTMLInputElement>(`#${CSS.escape(id ?? '')}`) ?? undefined;
};
const deadlineDate = (container: HTMLElement) => control(container, 'Last day the link works');
const chosen = (container: HTMLElement) => ['No deadline', 'A date'].filter((label) => control(container, label)?.checked);

/** 23:30 on 31 March 2026 in UTC: already 1 April in the company’s Stockholm. */
const lateEvening = new Date('2026-03-31T23:30:00.000Z');

describe('given a company whose default deadline is 14 days', () => {
  const company = { ...acmeAb, defaultDeadlineDays: 14 };

  it('when the form opens late on 31 March (UTC), then "A date" is chosen with 15 April: 14 days after the company’s today', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: lateEvening });
    const { container } = await openForm({ company });
    expect(chosen(container)).toEqual(['A date']);
    expect(deadlineDate(container)?.value).toBe('2026-04-15');
    expect(deadlineDate(container)?.min).toBe('2026-04-01');
    expect(deadlineDate(container)?.disabled).toBe(false);
    expect(container.querySelector('fieldset.account-invite__deadline legend')?.textContent).toBe('Deadline');
  });

  it('when the rows are sent as they are, then the deadline goes with them, and stays chosen for the next ones', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: lateEvening });
    const { container, heard } = await openForm({ company });
    await fill(container, [['ada@example.com', 'Ada Lovelace']]);
    await submit(container);
    expect(heard.deadlines).toEqual(['2026-04-15']);
    expect(deadlineDate(container)?.value).toBe('2026-04-15');
  });

  it('when "No deadline" is chosen, then the date cannot be edited and the rows go without a deadline', async () => {
    const { container, heard } = await openForm({ company });
    await interact(() => control(container, 'No deadline')?.click());
    expect(deadlineDate(container)?.disabled).toBe(true);
    await fill(container, [['ada@example.com', 'Ada Lovelace']]);
    await submit(container);
    expect(heard.deadlines).toEqual([null]);
  });

  it('when a day more than a year ahead is typed (the last day of the calendar), then the modal says how far a deadline may be, and nothing is sent', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: lateEvening });
    const { container, heard } = await openForm({ company });
    expect(deadlineDate(container)?.max).toBe('2027-04-01');
    await fill(container, [['ada@example.com', 'Ada Lovelace']]);
    await typeInto(deadlineDate(container), '9999-12-31');
    await submit(container);

    expect(modal(container)).toEqual({ title: 'Check the deadline', message: 'Choose a date from today up to one year ahead, or choose “No deadline”.' });
    expect(heard.sent).toEqual([]);
  });

  it('when a day already past is typed, then the modal says so, nothing is sent, and closing it leaves the date marked and focused', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: lateEvening });
    const { container, heard } = await openForm({ company });
    await fill(container, [['ada@example.com', 'Ada Lovelace']]);
    await typeInto(deadlineDate(container), '2026-03-31');
    await submit(container);

    expect(modal(container)).toEqual({ title: 'Check the deadline', message: 'Choose a date from today up to one year ahead, or choose “No deadline”.' });
    expect(heard.sent).toEqual([]);
    await closeModal(container);
    expect(deadlineDate(container)?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(deadlineDate(container));
  });
});

describe('given a company without a default deadline', () => {
  it('when the form opens, then "No deadline" is chosen; choosing "A date" and a day sends that day', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: lateEvening });
    const { container, heard } = await openForm();
    expect(chosen(container)).toEqual(['No deadline']);
    expect(deadlineDate(container)?.value).toBe('');
    expect(deadlineDate(container)?.disabled).toBe(true);

    await interact(() => control(container, 'A date')?.click());
    await typeInto(deadlineDate(container), '2026-04-01');
    await fill(container, [['ada@example.com', 'Ada Lovelace']]);
    await submit(container);
    expect(heard.deadlines).toEqual(['2026-04-01']);
  });
});

describe('given a pasted list longer than one submit', () => {
  const pasted = Array.from({ length: 20 }, (_, i) => `Applicant ${i + 1} <applicant${i + 1}@example.com>`).join('\n');

  async function paste(container: HTMLElement, text: string) {
    await typeInto(container.querySelector('textarea'), text);
    await interact(() => button(container, 'Add to the rows')?.click());
  }

  it('when the second submit fails, then the first 15 leave the rows, the line says how far it got, and sending again sends the other 5 under the same key', async () => {
    let calls = 0;
    const { container, heard } = await openForm({ send: () => (++calls === 2 ? Promise.reject(new ApiError('Unreachable', 0)) : Promise.resolve()) });
    await paste(container, pasted);
    expect(rows(container)).toHaveLength(20);
    await submit(container);
    expect(heard.sent.map((part) => part.length)).toEqual([15, 5]);
    expect(rows(container)).toHaveLength(5);
    expect(emailOf(rows(container)[0])?.value).toBe('applicant16@example.com');
    expect(container.textContent).toContain('Sent 15 of 20. The rest are still in the rows: press send again to go on.');

    await submit(container);
    expect(heard.sent.map((part) => part.length)).toEqual([15, 5, 5]);
    expect(heard.keys[2]).toBe(heard.keys[1]);
    expect(heard.keys[0]).not.toBe(heard.keys[1]);
    expect(rows(container)).toHaveLength(1);
  });

  it('when several pasted rows are wrong, then the modal names the first, each other wrong row says its own words, and nothing is sent', async () => {
    const { container, heard } = await openForm({ invited: ['applicant3@example.com'] });
    await paste(container, 'Ada Lovelace\nAlan Turing <alan@example.com>\nApplicant 3, applicant3@example.com\nGrace, grace@example');
    await submit(container);
    expect(modal(container)).toEqual({ title: 'Empty email', message: 'You need to insert a email for Ada Lovelace' });
    await closeModal(container);
    const wordsOf = (index: number) => rows(container)[index]?.querySelector('.account-invite__row-problem')?.textContent;
    expect([0, 1, 2, 3].map(wordsOf)).toEqual([
      undefined,
      undefined,
      'Email applicant3@example.com exists on another invited applicant',
      'grace@example is not a valid e-mail, please check and try again.',
    ]);
    expect(container.textContent).toContain('3 rows need a change before anything is sent.');
    expect(heard.sent).toEqual([]);
  });
});
