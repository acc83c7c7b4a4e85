import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

const sqlFolder = fileURLToPath(new URL('./sql/', import.meta.url));

const migrationFiles = async () => (await readdir(sqlFolder)).filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name)).sort();

/** A short hash of every migration's name and text: tests keep one migrated template database per fingerprint (events/src/testing/database.ts). */
export async function migrationsFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await migrationFiles()) hash.update(`${file}\0${await readFile(sqlFolder + file, 'utf8')}\0`);
  return hash.digest('hex').slice(0, 16);
}

/** Numbered plain-SQL files (`0001_name.sql`), applied in name order, each in its own transaction. */
class SqlFileMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = await migrationFiles();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const text = await readFile(sqlFolder + file, 'utf8');
      migrations[file.replace(/\.sql$/, '')] = { up: async (db) => void (await sql.raw(text).execute(db)) };
    }
    return migrations;
  }
}

/** Brings the database to the newest schema; throws with the failing migration's name. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new SqlFileMigrationProvider() });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** True when every migration on disk has been applied (used by /api/ready). */
export async function isMigrated<DB>(db: Kysely<DB>): Promise<boolean> {
  const migrator = new Migrator({ db, provider: new SqlFileMigrationProvider() });
  const migrations = await migrator.getMigrations();
  return migrations.every((migration) => migration.executedAt !== undefined);
}
