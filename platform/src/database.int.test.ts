import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@typetest/events/testing';
import { createDatabase } from './database.ts';

/** The statements Postgres holds prepared for the connection that runs this. */
const preparedHere = sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`;

describe("the product's Postgres pool prepares each statement once per connection", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ connect: (url) => createDatabase(url, { max: 1 }) });
  });
  afterAll(() => database.drop());

  it('given a statement with parameters run twice on one connection, then Postgres parsed and planned it once and answers it the same both times', async () => {
    const contactCount = () =>
      database.db
        .selectFrom('contact_requests')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('details', '=', 'a prepared question')
        .executeTakeFirstOrThrow();

    const first = await contactCount();
    const second = await contactCount();

    expect(second).toEqual(first);
    const { rows } = await preparedHere.execute(database.db);
    const prepared = rows.filter((row) => row.statement.includes('a prepared question') || row.statement.includes('"contact_requests"'));
    expect(prepared).toHaveLength(1);
  });

  it('given a statement without parameters, then it runs unprepared (BEGIN, COMMIT and migrations are not kept)', async () => {
    await sql`SELECT 41 + 1 AS answer`.execute(database.db);
    const { rows } = await preparedHere.execute(database.db);
    expect(rows.some((row) => row.statement.includes('41 + 1'))).toBe(false);
  });

  it('given a table that gains a column after a statement on it was prepared, then the statement still answers, with the new column', async () => {
    await sql`CREATE TABLE shape_changes (id int PRIMARY KEY)`.execute(database.db);
    await sql`INSERT INTO shape_changes VALUES (1)`.execute(database.db);
    const everything = () => sql<Record<string, unknown>>`SELECT * FROM shape_changes WHERE id = ${1}`.execute(database.db);
    await everything();

    await sql`ALTER TABLE shape_changes ADD COLUMN note text NOT NULL DEFAULT 'added later'`.execute(database.db);

    const { rows } = await everything();
    expect(rows).toEqual([{ id: 1, note: 'added later' }]);
    // The connection that held the outgrown statement was retired: the next one prepares afresh.
    expect((await everything()).rows).toEqual([{ id: 1, note: 'added later' }]);
  });
});
