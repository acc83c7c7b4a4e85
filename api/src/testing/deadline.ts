/** The promise's value, or a failure saying what did not finish in time (rather than a hung test). */
export async function withinMs<T>(ms: number, what: string, promise: Promise<T> | T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
