import type { Kysely } from 'kysely';
import type { Database } from '@typetest/events';

/** How many rows a table holds: what a refused request must leave as it was. */
export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
