import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { DEV_SECRETS } from './lib/settings/secrets';

const port = Number(process.env.E2E_PORT ?? 3300);
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${port}`;
if (!external) {
  // Journeys read e-mailed codes from the upstream's dev outbox: the upstream the test server starts.
  process.env.E2E_UPSTREAM_URL ??= `http://127.0.0.1:${process.env.E2E_UPSTREAM_PORT ?? 4300}`;
  // The test server is a production build, which refuses the development secrets: random ones for this run, made
  // here so the servers (scripts/lib/stack.mjs, e2e/support/instances.ts) and the tests (which sign upstream calls
  // and document links) share them. The runner's environment reaches the web server and the workers, whose own
  // reading of this file keeps the inherited values.
  for (const name of Object.keys(DEV_SECRETS)) process.env[name] ||= randomBytes(32).toString('base64url');
}

/** Journeys that must not share the stack with any other while they run. */
const ISOLATED = /caching\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  // One retry may pass a test (reported as flaky by npm test); a test that needs a second fails the run (scripts/lib/tally.mjs).
  retries: process.env.CI ? 2 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    // Recording a trace costs every test (snapshots at each action): only a retry records one, for the report.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: ISOLATED },
    // The cached-view test counts the upstream's reads of the items it views: it runs after every other journey, so
    // no spec running beside it can refresh the same items (course 1 is everyone's first course).
    { name: 'isolated', use: { ...devices['Desktop Chrome'] }, testMatch: ISOLATED, dependencies: ['chromium'] },
  ],
  webServer: external
    ? undefined
    : {
        command: `node scripts/serve-e2e.mjs`,
        url: `${baseURL}/api/health`,
        timeout: 15 * 60_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        stderr: 'pipe',
        // Request logs of both servers would bury the test report; warnings and errors still show.
        env: { E2E_PORT: String(port), LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
      },
});
