import { ConfigError, loadConfig } from '@typetest/platform';
import { openDatabase, StartupError } from '../platform/services.ts';
import { opsUsage, runOpsCommand } from './commands.ts';

/** `npm run ops -- <command>`: what operators run against the same database the product uses. */
async function main() {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === '--help' || args[0] === 'help') {
    console.log(opsUsage);
    return 0;
  }
  // An operator's command (a replay of the whole log) may rightly run long statements; Ctrl-C stops it.
  const database = await openDatabase({ ...loadConfig(), DATABASE_STATEMENT_TIMEOUT_MS: 0 });
  try {
    return await runOpsCommand(args, database.db, { log: console.log, error: console.error, progress: console.error });
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof StartupError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
