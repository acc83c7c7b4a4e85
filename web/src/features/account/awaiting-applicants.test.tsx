// @vitest-environment happy-dom
import type { AwaitingApplicant } from '@typetest/events/applicant';
import { useState } from 'react';
import { useToasterStore } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api-client.ts';
import { acmeAb } from '../../shared/session/testing/account-api.ts';
import { notify } from '../../shared/ui/notify.ts';
import { interact, renderLive, renderStatic, type Live } from '../../shared/ui/testing/render.tsx';
import { AwaitingApplicants } from './awaiting-applicants.tsx';
import { resultTime } from './result-time.ts';

let live: Live | undefined;
afterEach(async () => {
  await live?.unmount();
  live = undefined;
  notify.clear();
});

const ada: AwaitingApplicant = {
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  applicantCode: '0b7e8a34-6c1f-4e52-9d0a-3f6f1c2b9a01',
  stagesFinished: 0,
  stageStarted: 0,
  invitedAt: '2026-03-14T09:00:00.000Z',
  refusals: 0,
  restarts: 0,
  locked: false,
  refusedAttempts: [],
  deadline: null,
  expired: false,
  remindedAt: null,
  // Far off: the list says nothing of it.
  erasesAt: new Date(Date.now() + 400 * 86_400_000).toISOString(),
};
const alan: AwaitingApplicant = {
  ...ada,
  email: 'alan@example.com',
  fullName: 'Alan Turing',
  applicantCode: '1c8f9b45-7d2a-4f63-8e1b-4a7a2d3cab12',
  stagesFinished: 2,
  stageStarted: 2,
};

/** When the server says a reminder went out (a test's fixed instant). */
const remindedAt = '2026-03-16T09:00:00.000Z';

/** The server as the list sees it: the applicants awaiting results, and what was asked of it. */
interface Server {
  awaiting: AwaitingApplicant[];
  asked: string[];
  fails?: ApiError;
}

/** The list as its view holds it: refetching reads the server's list again. */
function Harness({ server }: { server: Server }) {
  const [applicants, setApplicants] = useState(server.awaiting);
  return (
    <AwaitingApplicants
      applicants={applicants}
      timeZone={acmeAb.timeZone}
      resend={async (code) => {
        server.asked.push(`resend ${code}`);
        if (server.fails) throw server.fails;
        server.awaiting = server.awaiting.map((applicant) => (applicant.applicantCode === code ? { ...applicant, deadline: null, expired: false } : applicant));
      }}
      remind={async (code) => {
        server.asked.push(`remind ${code}`);
        if (server.fails) throw server.fails;
        server.awaiting = server.awaiting.map((applicant) => (applicant.applicantCode === code ? { ...applicant, remindedAt: remindedAt } : applicant));
      }}
      erase={async (code) => {
        server.asked.push(`erase ${code}`);
        server.awaiting = server.awaiting.filter((applicant) => applicant.applicantCode !== code);
      }}
      remove={async (code) => {
        server.asked.push(`remove ${code}`);
        if (server.fails) throw server.fails;
        server.awaiting = server.awaiting.filter((applicant) => applicant.applicantCode !== code);
      }}
      onListChanged={async () => {
        server.asked.push('list');
        setApplicants(server.awaiting);
      }}
    />
  );
}

async function openList(server: Server) {
  live = await renderLive(<Harness server={server} />);
  return live.container;
}

const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent) === name);
const press = (container: HTMLElement, name: string) =>
  interact(() => {
    const found = button(container, name);
    if (!found) throw new Error(`no button "${name}"`);
    found.focus();
    found.click();
  });

/** The toasts showing now, by react-hot-toast's own store (what the layout's <Toaster> shows). */
function VisibleToasts() {
  const { toasts } = useToasterStore();
  return (
    <ul>
      {toasts
        .filter((toast) => toast.visible)
        .map((toast) => (
          <li key={toast.id}>{String(toast.message)}</li>
        ))}
    </ul>
  );
}
const toasts = () => [...renderStatic(<VisibleToasts />).querySelectorAll('li')].map((item) => item.textContent);

/** Each applicant's words in the list, as text. */
const shownWords = (container: HTMLElement) =>
  [...container.querySelectorAll('li')].map((item) => [...item.querySelectorAll('span:not([aria-hidden])')].map((span) => span.textContent));
/** Each applicant's buttons, by name. */
const buttonsOf = (container: HTMLElement) =>
  [...container.querySelectorAll('li')].map((item) => [...item.querySelectorAll('button')].map((candidate) => candidate.getAttribute('aria-label') ?? candidate.textContent));

/** The open confirmation's title and message, or undefined. */
function openDialog(container: HTMLElement) {
  const dialog = [...container.querySelectorAll('dialog')].find((candidate) => candidate.open);
  if (!dialog) return undefined;
  const text = (attribute: string) => container.querySelector(`#${CSS.escape(dialog.getAttribute(attribute) ?? '')}`)?.textContent;
  return { title: text('aria-labelledby'), message: text('aria-describedby') };
}

describe('given no applicants awaiting results', () => {
  it('when the list is shown, then it says so in SPEC’s words under its heading', async () => {
    const container = await openList({ awaiting: [], asked: [] });
    expect(container.querySelector('h2')?.textContent).toBe('Current applicants awaiting results');
    expect(container.querySelector('p')?.textContent).toBe('No current applicants right now, do some invitations!');
    expect(container.querySelector('li')).toBeNull();
  });
});

describe('given an applicant whose typing was refused, and one locked out after five refusals', () => {
  it('when the list is shown, then it says how many attempts were refused or restarted, and which link is locked and how to unlock it', async () => {
    const refused: AwaitingApplicant = { ...ada, stagesFinished: 1, stageStarted: 2, refusals: 2, restarts: 1 };
    const locked: AwaitingApplicant = { ...alan, refusals: 5, locked: true };
    const container = await openList({ awaiting: [refused, locked], asked: [] });
    expect([...container.querySelectorAll('li')].map((item) => [...item.querySelectorAll('span:not([aria-hidden])')].map((span) => span.textContent))).toEqual([
      ['ada@example.com', 'Ada Lovelace', 'Started test 2 of 3', 'Refused attempts: 2', 'Tests restarted: 1'],
      [
        'alan@example.com',
        'Alan Turing',
        '2 of 3 tests done',
        'Refused attempts: 5',
        'Link locked after 5 refused attempts at one test: send the invitation again to give a new link.',
      ],
    ]);
    // The locked link is unlocked by sending the invitation again, which a reminder does not do.
    expect(buttonsOf(container)).toEqual([
      ['Send reminder to ada@example.com', 'Resend the invitation to ada@example.com', 'Erase personal data of ada@example.com', 'Remove ada@example.com'],
      ['Resend the invitation to alan@example.com', 'Erase personal data of alan@example.com', 'Remove alan@example.com'],
    ]);
  });
});

describe('given an applicant locked out after refused attempts', () => {
  it('when the invitation is to be sent again, then the confirmation first says each refused attempt, with its test, time and reason', async () => {
    const refusedAttempts = [
      { stage: 1, reason: 'inhumanSpeed' as const, at: '2026-03-15T09:00:00.000Z' },
      { stage: 1, reason: 'wpmMismatch' as const, at: '2026-03-15T09:05:00.000Z' },
    ];
    const container = await openList({ awaiting: [{ ...alan, refusals: 2, locked: true, refusedAttempts }], asked: [] });
    await press(container, 'Resend the invitation to alan@example.com');
    const message = openDialog(container)?.message ?? '';
    expect(message).toContain('2 attempts by Alan Turing were refused; the new link lets them try again:');
    expect(message).toContain(`Test 1, ${resultTime('2026-03-15T09:00:00.000Z', undefined, acmeAb.timeZone)}: The keys came faster than anyone is known to type`);
    expect(message).toContain(`Test 1, ${resultTime('2026-03-15T09:05:00.000Z', undefined, acmeAb.timeZone)}: The figures the page sent did not match`);
    expect(message).toMatch(/Send the invitation to Alan Turing \(alan@example.com\) again\?$/);
  });
});

describe('given two applicants awaiting results', () => {
  it('when the list is shown, then each has e-mail, name and progress as text, and a resend and a remove button naming them', async () => {
    const container = await openList({ awaiting: [ada, alan], asked: [] });
    expect([...container.querySelectorAll('li')].map((item) => [...item.querySelectorAll('span:not([aria-hidden])')].map((span) => span.textContent))).toEqual([
      ['ada@example.com', 'Ada Lovelace', 'Not started yet'],
      ['alan@example.com', 'Alan Turing', '2 of 3 tests done'],
    ]);
    expect(container.querySelector('input')).toBeNull();
    for (const name of ['Resend the invitation to ada@example.com', 'Remove ada@example.com', 'Resend the invitation to alan@example.com', 'Remove alan@example.com']) {
      expect(button(container, name)).toBeDefined();
    }
  });

  it('when X is pressed and then Cancel, then nothing is removed', async () => {
    const server: Server = { awaiting: [ada, alan], asked: [] };
    const container = await openList(server);
    await press(container, 'Remove ada@example.com');
    expect(openDialog(container)).toEqual({ title: 'Remove applicant', message: 'Remove Ada Lovelace (ada@example.com)? Their link will stop working.' });
    await press(container, 'Cancel');
    expect(openDialog(container)).toBeUndefined();
    expect(server.asked).toEqual([]);
  });

  it('when "Erase personal data" is pressed and Erase confirmed, then that applicant is erased and leaves the list', async () => {
    const server: Server = { awaiting: [ada, alan], asked: [] };
    const container = await openList(server);
    await press(container, 'Erase personal data of ada@example.com');
    expect(openDialog(container)?.title).toBe('Erase personal data');
    await press(container, 'Erase');

    expect(server.asked).toEqual([`erase ${ada.applicantCode}`, 'list']);
    expect(buttonsOf(container)).toHaveLength(1);
  });

  it('when X is pressed and Remove confirmed, then that applicant is removed, the list refetched, and the focus is on the list’s heading', async () => {
    const server: Server = { awaiting: [ada, alan], asked: [] };
    const container = await openList(server);
    await press(container, 'Remove ada@example.com');
    await press(container, 'Remove');

    expect(server.asked).toEqual([`remove ${ada.applicantCode}`, 'list']);
    expect(openDialog(container)).toBeUndefined();
    expect(button(container, 'Remove ada@example.com')).toBeUndefined();
    expect(document.activeElement).toBe(container.querySelector('h2'));
  });

  it('when the envelope is pressed and Resend confirmed, then the invitation goes again, the list is refetched, and the focus is back on the envelope', async () => {
    const server: Server = { awaiting: [ada, alan], asked: [] };
    const container = await openList(server);
    await press(container, 'Resend the invitation to alan@example.com');
    expect(openDialog(container)).toEqual({ title: 'Resend invitation', message: 'Send the invitation to Alan Turing (alan@example.com) again?' });
    await press(container, 'Resend');

    expect(server.asked).toEqual([`resend ${alan.applicantCode}`, 'list']);
    expect(openDialog(container)).toBeUndefined();
    expect(document.activeElement).toBe(button(container, 'Resend the invitation to alan@example.com'));
  });

  it('when the applicant is no longer awaiting results (404), then the list is refetched all the same', async () => {
    const server: Server = { awaiting: [ada], asked: [], fails: new ApiError('This applicant is no longer awaiting results.', 404) };
    const container = await openList(server);
    await press(container, 'Remove ada@example.com');
    await press(container, 'Remove');
    expect(server.asked).toEqual([`remove ${ada.applicantCode}`, 'list']);
    expect(openDialog(container)).toBeUndefined();
  });
  it('when the API refuses the new link because one address has had enough mails from the company (429), then its words are the toast', async () => {
    const refusal = new ApiError('This address has had as many e-mails from you as it may get for now. Try again later.', 429);
    const server: Server = { awaiting: [ada], asked: [], fails: refusal };
    const container = await openList(server);
    await press(container, 'Resend the invitation to ada@example.com');
    await press(container, 'Resend');

    expect(server.asked).toEqual([`resend ${ada.applicantCode}`, 'list']);
    expect(toasts()).toEqual([refusal.message]);
  });
});

describe('given a removal that takes a while', () => {
  it('while it runs, then the confirmation is busy and the list’s buttons cannot be pressed', async () => {
    let finish: () => void = () => {};
    live = await renderLive(
      <AwaitingApplicants
        applicants={[ada]}
        timeZone={acmeAb.timeZone}
        resend={async () => {}}
        remind={async () => {}}
        erase={async () => {}}
        remove={() => new Promise<void>((resolve) => (finish = resolve))}
        onListChanged={async () => {}}
      />,
    );
    const { container } = live;
    await press(container, 'Remove ada@example.com');
    await press(container, 'Remove');
    expect(button(container, 'Remove')?.getAttribute('aria-busy')).toBe('true');
    expect(button(container, 'Cancel')?.disabled).toBe(true);
    expect(button(container, 'Remove ada@example.com')?.disabled).toBe(true);
    expect(button(container, 'Resend the invitation to ada@example.com')?.disabled).toBe(true);
    await interact(() => finish());
    expect(openDialog(container)).toBeUndefined();
  });
});

describe('given one applicant whose link works until 8 April and who was reminded, and one whose link has expired', () => {
  /** The last instants the links work: the end of 8 April and of 20 March in Stockholm. */
  const reminded: AwaitingApplicant = { ...ada, deadline: '2026-04-08T21:59:59.999Z', remindedAt };
  const expired: AwaitingApplicant = { ...alan, deadline: '2026-03-20T22:59:59.999Z', expired: true };
  const day = (month: number, date: number) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(2026, month - 1, date));

  it('when the list is shown, then each says its deadline in the company’s zone, the expired one says "Expired" and offers only a new link, the other when it was reminded', async () => {
    const container = await openList({ awaiting: [reminded, expired], asked: [] });
    expect(shownWords(container)).toEqual([
      ['ada@example.com', 'Ada Lovelace', 'Not started yet', `Deadline: ${day(4, 8)}`, `Reminder sent ${resultTime(remindedAt, undefined, acmeAb.timeZone)}`],
      ['alan@example.com', 'Alan Turing', '2 of 3 tests done', 'Expired', `Deadline: ${day(3, 20)}`],
    ]);
    expect(buttonsOf(container)).toEqual([
      ['Send reminder to ada@example.com', 'Resend the invitation to ada@example.com', 'Erase personal data of ada@example.com', 'Remove ada@example.com'],
      ['Send a new link to alan@example.com', 'Erase personal data of alan@example.com', 'Remove alan@example.com'],
    ]);
    expect(button(container, 'Send a new link to alan@example.com')?.textContent).toBe('Send a new link');
  });

  it('when "Send a new link" is confirmed for the expired one, then the invitation goes again (the envelope’s call), and the list shows them awaiting again', async () => {
    const server: Server = { awaiting: [reminded, expired], asked: [] };
    const container = await openList(server);
    await press(container, 'Send a new link to alan@example.com');
    expect(openDialog(container)).toEqual({
      title: 'Send a new link',
      message: 'Send Alan Turing (alan@example.com) a new link? Its deadline is the default deadline from Account settings.',
    });
    await press(container, 'Send new link');

    expect(server.asked).toEqual([`resend ${alan.applicantCode}`, 'list']);
    expect(toasts()).toEqual(['Invitation re-sent']);
    expect(buttonsOf(container)[1]).toEqual([
      'Send reminder to alan@example.com',
      'Resend the invitation to alan@example.com',
      'Erase personal data of alan@example.com',
      'Remove alan@example.com',
    ]);
  });
});

describe('given an applicant whose data is erased in 11.5 days, one whose erasure is due, and one whose is far off', () => {
  it('when the list is shown, then the first says "Data erased in 12 days", the second "Data about to be erased", the third nothing', async () => {
    const soon: AwaitingApplicant = { ...ada, erasesAt: new Date(Date.now() + 11.5 * 86_400_000).toISOString() };
    const due: AwaitingApplicant = { ...alan, erasesAt: new Date(Date.now() - 60_000).toISOString() };
    const far: AwaitingApplicant = { ...ada, applicantCode: '2d9aac56-8e3b-4a74-9f2c-5b8b3e4dbc23', email: 'grace@example.com' };
    const container = await openList({ awaiting: [soon, due, far], asked: [] });
    const rows = [...container.querySelectorAll('.account-awaiting__applicant')].map((row) => row.querySelector('.account-erasure')?.textContent ?? null);
    expect(rows).toEqual(['Data erased in 12 days', 'Data about to be erased', null]);
  });
});

describe('given an applicant awaiting results', () => {
  it('when "Send reminder" is pressed and confirmed, then the reminder goes, "Reminder sent" is the toast, and the list, refetched, says when', async () => {
    const server: Server = { awaiting: [ada], asked: [] };
    const container = await openList(server);
    await press(container, 'Send reminder to ada@example.com');
    expect(openDialog(container)).toEqual({
      title: 'Send reminder',
      message: 'Send Ada Lovelace (ada@example.com) a reminder with a new link? The link they have now works until they open the new one.',
    });
    await press(container, 'Send reminder');

    expect(server.asked).toEqual([`remind ${ada.applicantCode}`, 'list']);
    expect(openDialog(container)).toBeUndefined();
    expect(toasts()).toEqual(['Reminder sent']);
    expect(shownWords(container)[0]).toContain(`Reminder sent ${resultTime(remindedAt, undefined, acmeAb.timeZone)}`);
    expect(document.activeElement).toBe(button(container, 'Send reminder to ada@example.com'));
  });

  it('when the API refuses the reminder (the link expired meanwhile), then its words are the toast and the list is refetched', async () => {
    const refusal = new ApiError('This applicant’s link has expired. Send a new link instead.', 409);
    const server: Server = { awaiting: [ada], asked: [], fails: refusal };
    const container = await openList(server);
    await press(container, 'Send reminder to ada@example.com');
    await press(container, 'Send reminder');

    expect(server.asked).toEqual([`remind ${ada.applicantCode}`, 'list']);
    expect(toasts()).toEqual(['This applicant’s link has expired. Send a new link instead.']);
  });
});
