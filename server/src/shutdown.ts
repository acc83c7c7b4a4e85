import type { Config } from '@typetest/platform';

/**
 * How every process of the product stops, written once: on SIGTERM, SIGINT or SIGHUP (a closed
 * terminal sends it to the whole group, and the embedded Postgres would take it as "reload"), it
 * says why, runs `stop` once, and exits 0 -- or 1 when `stop` outlasts SHUTDOWN_TIMEOUT_MS.
 * Returns the same stop for other reasons to stop (the supervisor gone).
 */
export function stopOnSignals(config: Config, message: string, stop: () => Promise<void>): (reason: string) => Promise<void> {
  let stopping = false;
  const onSignal = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${reason}: ${message}`);
    const deadline = setTimeout(() => {
      console.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    await stop();
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void onSignal(signal));
  return onSignal;
}
