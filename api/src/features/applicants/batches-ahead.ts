/** One batch of a keyset read: its rows, and where the next starts (undefined: this was the last). */
export interface Batch<Row, Position> {
  rows: Row[];
  next: Position | undefined;
}

/**
 * A keyset read's rows a batch at a time, the next batch asked for before this one is handed on:
 * Postgres reads it while this one is written out. Each batch is a statement of its own and holds
 * no connection between them, so a download stopped half-way leaves nothing open.
 */
export async function* batchesAhead<Row, Position>(read: (after: Position | undefined) => Promise<Batch<Row, Position>>): AsyncGenerator<Row[]> {
  // A batch that fails while the one before is still being written is thrown where it is awaited,
  // not left an unhandled rejection meanwhile (which would end the process).
  const ahead = (after: Position | undefined) => {
    const batch = read(after);
    batch.catch(() => undefined);
    return batch;
  };
  let next: Promise<Batch<Row, Position>> | undefined = ahead(undefined);
  try {
    while (next) {
      const batch: Batch<Row, Position> = await next;
      next = batch.next === undefined ? undefined : ahead(batch.next);
      if (batch.rows.length > 0) yield batch.rows;
    }
  } finally {
    // Stopped early: the batch asked for ahead is not wanted, nor is its failure.
    await next?.catch(() => undefined);
  }
}
