/**
 * Where a test finds a service: its environment variable when set (CI, this machine), otherwise
 * a container started once per test process with testcontainers (for people who have Docker),
 * otherwise an error saying what to set.
 */
export function serviceUrlFromEnvOrContainer(service: { name: string; variable: string; example: string; startContainer: () => Promise<string> }): () => Promise<string> {
  let containerUrl: Promise<string> | undefined;
  return async () => {
    const fromEnv = process.env[service.variable];
    if (fromEnv) return fromEnv;
    containerUrl ??= service.startContainer().catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Integration tests need ${service.name}: set ${service.variable} (e.g. ${service.example}) or start Docker for testcontainers (${reason})`);
    });
    return containerUrl;
  };
}
