/** Another writer appended to the stream first; the command may be retried on fresh state. */
export class StreamVersionConflict extends Error {
  override name = 'StreamVersionConflict';
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
    readonly actualVersion: number | undefined,
  ) {
    super(
      `Stream ${streamId} was expected at version ${expectedVersion}` + (actualVersion === undefined ? ' but another writer appended concurrently' : ` but is at ${actualVersion}`),
    );
  }
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && (constraint === undefined || violated === constraint);
}
