// Entry point: `npx tsx upstream/src/main.ts` (settings: config.ts).
import { SettingsError } from '@shared/settings/secrets';
import { logger } from './log';
import { startServer } from './server';

async function main() {
  const server = await startServer();
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      server.shutdown(signal).then(
        () => process.exit(0),
        (err) => {
          logger.fatal({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}

main().catch((err) => {
  // A refused setting is a message for the operator on stderr, not a log line: the operator reads it at the prompt.
  if (err instanceof SettingsError) console.error(err.message);
  else logger.fatal({ err }, 'start failed');
  process.exit(1);
});
