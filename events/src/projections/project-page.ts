import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../catalogue.ts';
import type { EventType } from '../catalogue.ts';
import { decodeEventOutline, openEventOutline } from '../store/decode.ts';
import { holdsSealedFields, streamKeyOf } from '../store/personal-data.ts';
import type { LogRow } from '../store/read-log.ts';
import { PageRows, type TableShape } from './page-rows.ts';
import type { FoldedTables, RowKey } from './projection.ts';
import { projections } from './registry.ts';

/**
 * Runs every projection's fold over a page of the log, in log order, into the tables of `schema`
 * (a replay's): the rows the events read are loaded in one statement per table, the page is folded
 * in memory, and each table is written once. The end state is the one `apply` reaches an event at a
 * time; what the page holds in memory is its rows and the read tables' rows they touch, so memory
 * does not grow with the log (docs/decisions/0072-replay-folds-pages-in-memory.md).
 *
 * An event is decoded with its personal fields left sealed (they read as blanks), which is all
 * `reads` needs, since rows are named by ids; then, just before its fold, its personal fields are
 * opened (its metadata is not read again) if a fold reads them (`fold.opens`: not the logs no
 * table takes anything from). An opened event is dropped after its
 * fold: a page's keystroke logs are never all in memory at once, and each is garbage while still
 * young, which the collector frees at little cost.
 */
export async function projectPage(db: Kysely<Database> | Transaction<Database>, schema: string, shapes: readonly TableShape[], log: readonly LogRow[]): Promise<void> {
  const pages = new Map(shapes.map((shape) => [shape.table, new PageRows(shape)] as const));
  const reads = new Map<string, RowKey['key'][]>();
  const outlines = log.map(decodeEventOutline);
  for (const event of outlines) {
    for (const projection of projections) {
      for (const { table, key } of projection.fold.reads(event)) {
        const keys = reads.get(table) ?? [];
        keys.push(key);
        reads.set(table, keys);
      }
    }
  }
  for (const [table, keys] of reads) await tableRows(pages, table).load(db, schema, keys);
  // Every PageRows stands for its own table's rows: the record is the fold's view of all of them.
  const tables = Object.fromEntries(pages) as unknown as FoldedTables;
  for (const [index, row] of log.entries()) {
    const outline = outlines[index]!;
    const event = holdsSealedFields(row.data) && openedByAFold.has(outline.type) ? openEventOutline(outline, row, streamKeyOf(row)) : outline;
    for (const projection of projections) projection.fold.apply(tables, event);
  }
  for (const page of pages.values()) await page.write(db, schema);
}

/** The events some fold reads the personal fields of: the others a page need not open. */
const openedByAFold: ReadonlySet<EventType> = new Set(projections.flatMap((projection) => [...projection.fold.opens]));

function tableRows(pages: ReadonlyMap<string, PageRows>, table: string): PageRows {
  const page = pages.get(table);
  if (!page) throw new Error(`A fold read ${table}, which is no projection's table`);
  return page;
}
