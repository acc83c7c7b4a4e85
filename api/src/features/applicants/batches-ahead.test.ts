import { describe, expect, it } from 'vitest';
import { batchesAhead, type Batch } from './batches-ahead.ts';

/** A read of rows 1 to `total`, `size` at a time, the position being the last row; `failAt`: the batch starting there fails. */
function readOf(total: number, size: number, failAt?: number) {
  const asked: (number | undefined)[] = [];
  const read = async (after: number | undefined): Promise<Batch<number, number>> => {
    asked.push(after);
    const first = (after ?? 0) + 1;
    if (first === failAt) throw new Error(`batch from ${first} failed`);
    const rows = Array.from({ length: Math.max(0, Math.min(size, total - first + 1)) }, (_, index) => first + index);
    return { rows, next: rows.length === size ? rows.at(-1) : undefined };
  };
  return { read, asked };
}

async function collect(batches: AsyncGenerator<number[]>) {
  const seen: number[][] = [];
  for await (const batch of batches) seen.push(batch);
  return seen;
}

describe('rows read a batch ahead', () => {
  it('given 7 rows in batches of 3, then every row once, in order, and the next batch is asked for while one is handed on', async () => {
    const { read, asked } = readOf(7, 3);
    const batches = batchesAhead(read);
    expect((await batches.next()).value).toEqual([1, 2, 3]);
    expect(asked).toEqual([undefined, 3]);
    expect(await collect(batches)).toEqual([[4, 5, 6], [7]]);
  });

  it('given exactly two full batches, then the empty third ends the read', async () => {
    expect(await collect(batchesAhead(readOf(6, 3).read))).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
  });

  it('given a batch that fails while the one before is still being written, then the failure reaches the reader when it asks for that batch, and nothing is left unhandled', async () => {
    const batches = batchesAhead(readOf(9, 3, 4).read);
    expect((await batches.next()).value).toEqual([1, 2, 3]);
    // The batch asked for ahead has failed by now; Node would end on an unhandled rejection.
    await new Promise((resolve) => setImmediate(resolve));
    await expect(batches.next()).rejects.toThrow('batch from 4 failed');
  });

  it('given a reader that stops after the first batch, then the batch asked for ahead is let go, failed or not', async () => {
    const batches = batchesAhead(readOf(9, 3, 4).read);
    expect((await batches.next()).value).toEqual([1, 2, 3]);
    expect(await batches.return(undefined)).toEqual({ done: true, value: undefined });
  });
});
