import { sql, type Transaction } from 'kysely';
import type { Database } from '../platform/database.ts';

// Advisory lock keys (arbitrary, fixed): one namespace for this product.
const projectionLock = 7_402_001;

/** Every append holds this shared, so a replay's final swap (exclusive) sees no writer in flight. */
export async function holdProjectionLockShared(trx: Transaction<Database>): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock_shared(${projectionLock})`.execute(trx);
}

export async function holdProjectionLockExclusive(trx: Transaction<Database>): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${projectionLock})`.execute(trx);
}
