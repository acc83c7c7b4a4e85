import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { eventCatalogue, isEventType, type Database } from '../catalogue.ts';
import { StreamVersionConflict } from './errors.ts';

/**
 * Crypto-shredding (docs/decisions/0060-personal-data-sealed-per-applicant.md): the fields an event
 * definition calls `personal` are stored sealed with AES-256-GCM under a key of the stream's own,
 * kept in `personal_data_keys` beside the log. The rest of the event stays plain (figures, flags,
 * dates, the company), so statistics outlive an erasure. Erasing is dropping the key: the sealed
 * fields then read as the definition's blanks, in every read, replay included.
 */

/** A stream's key as read beside its events: the key, or 'erased' once its personal data was erased. */
export type StreamKey = Buffer | 'erased';

/** The stored field that holds the sealed fields: base64 of IV (12 bytes), tag (16), ciphertext. */
const sealedField = 'sealed';

const personalFieldsOf = (type: string): Readonly<Record<string, unknown>> | undefined => (isEventType(type) ? eventCatalogue[type].personal : undefined);

/** Whether any event of this type holds personal data: only then does a write need the stream's key. */
export const holdsPersonalData = (type: string) => personalFieldsOf(type) !== undefined;

/** The stream key of a row read with `personal_data_keys` beside it (undefined: the stream has none). */
export function streamKeyOf(row: { stream_key?: Buffer | null; stream_erased_at?: Date | null }): StreamKey | undefined {
  if (row.stream_key) return row.stream_key;
  return row.stream_erased_at ? 'erased' : undefined;
}

/** Whether stored data holds sealed fields, which only the stream's key opens. */
export const holdsSealedFields = (stored: unknown): boolean => typeof stored === 'object' && stored !== null && sealedField in stored;

/**
 * The event's data as the log stores it: its personal fields taken out and sealed together. The
 * event id is the additional data, so a sealed field moved to another event does not open.
 */
export function sealPersonalData(type: string, data: unknown, key: Buffer, eventId: string): unknown {
  const personal = personalFieldsOf(type);
  if (!personal || typeof data !== 'object' || data === null) return data;
  const rest: Record<string, unknown> = { ...data };
  const secret: Record<string, unknown> = {};
  for (const field of Object.keys(personal)) {
    if (field in rest) {
      secret[field] = rest[field];
      delete rest[field];
    }
  }
  if (Object.keys(secret).length === 0) return data;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(eventId));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(secret), 'utf8'), cipher.final()]);
  return { ...rest, [sealedField]: Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64') };
}

/**
 * The stored data with its personal fields back: opened with the stream's key, or the
 * definition's blanks once it was erased. Data without sealed fields (a read that left them out,
 * as applicantQueries' reads without the logs do) is taken as it is.
 */
export function openPersonalData(type: string, stored: unknown, key: StreamKey | undefined, eventId: string): unknown {
  if (!holdsSealedFields(stored)) return stored;
  const { [sealedField]: sealed, ...rest } = stored as Record<string, unknown>;
  if (key === 'erased') return { ...rest, ...personalFieldsOf(type) };
  // A read that forgot the key would decide on blanks and record them for good: refused.
  if (key === undefined) throw new Error(`Event ${eventId} holds personal data, but its stream's key was not read with it`);
  const box = Buffer.from(String(sealed), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, box.subarray(0, 12));
  decipher.setAAD(Buffer.from(eventId));
  decipher.setAuthTag(box.subarray(12, 28));
  const plain = Buffer.concat([decipher.update(box.subarray(28)), decipher.final()]).toString('utf8');
  return { ...rest, ...(JSON.parse(plain) as Record<string, unknown>) };
}

/** The stream's personal data was erased: nothing personal may be written to it again. */
export class PersonalDataErased extends Error {
  override name = 'PersonalDataErased';
  constructor(readonly streamId: string) {
    super(`The personal data of stream ${streamId} was erased: it takes no personal data again`);
  }
}

/**
 * The key to seal a stream's new events with: its own, or one made now for a stream that has none
 * (in the caller's transaction, so it exists exactly when the events do). One round trip.
 */
export async function streamKeyForWriting(trx: Transaction<Database>, streamId: string): Promise<Buffer> {
  const { rows } = await sql<{ key: Buffer | null }>`
    WITH existing AS (SELECT key FROM personal_data_keys WHERE stream_id = ${streamId}),
    made AS (
      INSERT INTO personal_data_keys (stream_id, key)
      SELECT ${streamId}, ${randomBytes(32)} WHERE NOT EXISTS (SELECT 1 FROM existing)
      ON CONFLICT (stream_id) DO NOTHING
      RETURNING key
    )
    SELECT key FROM existing UNION ALL SELECT key FROM made
  `.execute(trx);
  const [row] = rows;
  // Another transaction made the stream's key meanwhile: it wrote to the stream too.
  if (!row) throw new StreamVersionConflict(streamId, -1, undefined);
  if (row.key === null) throw new PersonalDataErased(streamId);
  return row.key;
}

/**
 * Drops the stream's key for good: its sealed fields never open again, in any read or replay. The
 * row stays, marked erased, so no later write makes the stream a new key. True when it erased
 * something (false: erased before).
 */
export async function erasePersonalDataKey(trx: Transaction<Database>, streamId: string): Promise<boolean> {
  const { rows } = await sql<{ stream_id: string }>`
    INSERT INTO personal_data_keys AS keys (stream_id, key, erased_at) VALUES (${streamId}, NULL, now())
    ON CONFLICT (stream_id) DO UPDATE SET key = NULL, erased_at = now() WHERE keys.erased_at IS NULL
    RETURNING stream_id
  `.execute(trx);
  return rows.length > 0;
}
