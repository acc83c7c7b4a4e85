/**
 * Polls `probe` until it returns something other than undefined/false, and returns that; fails
 * with `what` after `timeoutMs`. For outcomes that arrive asynchronously (a row turning sent).
 */
export async function waitUntil<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await probe();
    if (result !== undefined && result !== false) return result;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
