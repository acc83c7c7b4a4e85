import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { companyStream, type Database, type DomainEvent, type MailIntent } from '@typetest/events';
import { commit } from '@typetest/events/store';
import type { Language } from '@typetest/events/i18n';

/** A mail intent before its event is recorded (the event id comes with the recording); in the company's language unless it says. */
type MailFor<Intent = MailIntent> = Intent extends MailIntent ? Omit<Intent, 'eventId' | 'language'> & { language?: Language } : never;

export interface TestCompany {
  companyId: string;
  companyName: string;
  contactName: string;
  loginEmail: string;
  textFolder: string;
  /** Its mails' language. */
  language: Language;
  /** The stream's version after the last event this helper committed. */
  version: number;
}

/**
 * Commits one company event with the mail it causes, as the api would (event, projection and
 * outbox row in one transaction), and returns the outbox id. Which mail an event causes is the
 * api's decision; here the test says it, so each mail kind can be sent on its own.
 */
export async function commitCompanyMail(db: Kysely<Database>, company: TestCompany, event: DomainEvent, mail: MailFor): Promise<string> {
  const [recorded] = await commit(db, {
    streamId: companyStream(company.companyId),
    expectedVersion: company.version,
    events: [event],
    metadata: { actor: `company:${company.companyId}` },
    mails: (events) => events.map((each) => ({ language: company.language, ...mail, eventId: each.eventId }) as MailIntent),
  });
  if (!recorded) throw new Error('The company event was not recorded');
  company.version += 1;
  const row = await db.selectFrom('mail_outbox').select('id').where('event_id', '=', recorded.eventId).executeTakeFirstOrThrow();
  return row.id;
}

/** Registers a company whose addresses and names carry `marker`, with its welcome mail, speaking `language` (English unless told). */
export async function registerTestCompany(db: Kysely<Database>, marker: string, language: Language = 'en'): Promise<{ company: TestCompany; welcomeId: string }> {
  const company: TestCompany = {
    companyId: randomUUID(),
    companyName: `Acme ${marker}`,
    contactName: 'Ada Lovelace',
    loginEmail: `${marker}@acme.example`,
    textFolder: marker.toLowerCase().replace(/[^a-z0-9]/g, ''),
    language,
    version: 0,
  };
  const { companyId, companyName, contactName, loginEmail, textFolder } = company;
  const welcomeId = await commitCompanyMail(
    db,
    company,
    {
      type: 'CompanyRegistered',
      data: {
        companyId,
        loginEmail,
        emailForReceivingResults: loginEmail,
        contactName,
        companyName,
        vatNo: 'SE123',
        address: 'Storgatan 1',
        postCode: '111 22 Stockholm',
        textFolder,
        isDefaultTexts: true,
        texts: [],
        timeZone: 'UTC',
        minimumWpm: null,
        minimumAccuracy: null,
        language,
      },
    },
    { kind: 'companyWelcome', recipient: loginEmail, payload: { companyName, contactName, loginEmail, textFolder, verifyCode: `welcome-${marker}` } },
  );
  return { company, welcomeId };
}
