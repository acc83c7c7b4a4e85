import type { ReadTables } from '../catalogue.ts';

export type { ReadTables };

export type ReadTableName = keyof ReadTables;
