// The stack Playwright tests run against: a fresh upstream on PGlite with its seed data and a production build.
import { startStack } from './lib/stack.mjs';
import { stopOnSignals } from './lib/processes.mjs';

stopOnSignals();
await startStack({
  webPort: Number(process.env.E2E_PORT ?? 3300),
  upstreamPort: Number(process.env.E2E_UPSTREAM_PORT ?? 4300),
  dataDir: process.env.E2E_DATA_DIR ?? '.data-e2e',
  distDir: process.env.E2E_DIST_DIR ?? '.next-e2e',
  build: !process.env.E2E_SKIP_BUILD,
  // The security fixtures (the XSS article) are seeded for the tests only, never on the demo site.
  env: { UPSTREAM_SEED_FIXTURES: '1' },
});
