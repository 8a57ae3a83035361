// Entry point: `npx tsx upstream/src/main.ts` (UPSTREAM_PORT, DATA_DIR or DATABASE_URL, see config.ts).
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
  console.error(err);
  process.exit(1);
});
