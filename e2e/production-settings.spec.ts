import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './support/accounts';
import { DEV_SECRETS } from '../lib/settings/secrets';
import { e2eBuildDir, hasBuild } from './support/instances';

/**
 * Item 2 of the hardening issue on the real web process: `next start` (production) with a development secret or
 * without one stops at start (instrumentation.ts), naming each setting, and serves nobody.
 */
const root = path.resolve(__dirname, '..');

test('next start refuses a development SESSION_SECRET and a missing ALTCHA_HMAC_KEY, naming both', async () => {
  test.skip(!hasBuild(e2eBuildDir()), 'needs the production build of the e2e server');
  test.setTimeout(120_000);
  const port = Number(process.env.E2E_PORT ?? 3300) + 77;
  const { ALTCHA_HMAC_KEY: _unset, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    NEXT_DIST_DIR: e2eBuildDir(),
    NEXT_TELEMETRY_DISABLED: '1',
    SESSION_SECRET: DEV_SECRETS.SESSION_SECRET,
  };
  const child = spawn(path.join(root, 'node_modules/.bin/next'), ['start', '-p', String(port)], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve(null);
    }, 90_000);
    child.on('exit', (exit) => {
      clearTimeout(timer);
      resolve(exit);
    });
  });
  expect(code, output).toBe(1);
  expect(output).toContain('SESSION_SECRET is a development value from the repository');
  expect(output).toContain('ALTCHA_HMAC_KEY is not set');
});
