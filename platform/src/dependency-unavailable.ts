/**
 * Something the product depends on did not answer in time, or is gone: nothing the caller did
 * wrong, and worth trying again shortly. The API answers it with 503 and Retry-After.
 */
export class DependencyUnavailable extends Error {
  override name = 'DependencyUnavailable';
  constructor(
    readonly dependency: 'Postgres' | 'Redis',
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(`${dependency} is not answering (${reason})`, options);
  }
}
