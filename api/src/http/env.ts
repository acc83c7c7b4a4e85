import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Database } from '@typetest/events';
import type { Config } from '@typetest/platform';
import type { WordsVariables } from './words.ts';

/** What the app is built from: everything it talks to is handed in, so tests build their own. */
export interface AppDependencies {
  db: Kysely<Database>;
  redis: Redis;
  config: Config;
  /** The built SPA (web/dist); omitted, only the API is served. */
  webRoot?: string;
}

export interface AppEnv {
  Variables: { requestId: string } & WordsVariables;
}
