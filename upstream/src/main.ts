// Entry point: `npx tsx upstream/src/main.ts` (settings: config.ts).
import { SettingsError } from '../../lib/settings/secrets';
import { startServer } from './server';

async function main() {
  const server = await startServer();
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      server.shutdown(signal).then(
        () => process.exit(0),
        (err) => {
          console.error(err);
          process.exit(1);
        },
      );
    });
  }
}

main().catch((err) => {
  // A refused setting is a message for the operator, not a stack trace.
  console.error(err instanceof SettingsError ? err.message : err);
  process.exit(1);
});
