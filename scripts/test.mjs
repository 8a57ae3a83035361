// `npm test`: the whole suite: typecheck, jest (unit, DOM and integration against the real upstream on PGlite,
// then the upstream integration suite again on PostgreSQL when TEST_DATABASE_URL is set), Playwright journeys
// in Debian's chromium against a production build. Ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/processes.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const only = process.argv.slice(2); // e.g. `npm test -- jest` or `npm test -- e2e`
const wants = (step) => only.length === 0 || only.includes(step);
const tally = { passed: 0, failed: 0, skipped: 0 };
let broken = false;

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const res = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  if (res.status !== 0) console.log(`--- ${name} exited with ${res.status}`);
  return res.status === 0;
}

function countJest(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  tally.passed += r.numPassedTests;
  tally.failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  tally.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}

function countPlaywright(file) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  tally.passed += stats.expected + stats.flaky;
  tally.failed += stats.unexpected;
  tally.skipped += stats.skipped;
}

rmSync(path.join(root, 'test-results'), { recursive: true, force: true });
mkdirSync(path.join(root, 'test-results'), { recursive: true });
const vm = { NODE_OPTIONS: '--experimental-vm-modules' };
const pgUrl = process.env.TEST_DATABASE_URL;

if (wants('typecheck') && !step('typecheck', bin('tsc'), ['--noEmit'])) {
  broken = true;
  tally.failed += 1;
}

if (wants('jest')) {
  const out = 'test-results/jest.json';
  const ok = step('jest (PGlite)', bin('jest'), ['--json', `--outputFile=${out}`], { ...vm, TEST_DATABASE_URL: '' });
  try {
    countJest(out);
  } catch {
    tally.failed += 1;
  }
  broken ||= !ok;
}

if (wants('jest') && pgUrl) {
  const out = 'test-results/jest-postgres.json';
  const ok = step(
    'upstream integration (PostgreSQL)',
    bin('jest'),
    ['--selectProjects', 'integration', '--json', `--outputFile=${out}`, 'tests/integration/upstream'],
    { ...vm, TEST_DATABASE_URL: pgUrl },
  );
  try {
    countJest(out);
  } catch {
    tally.failed += 1;
  }
  broken ||= !ok;
}

if (wants('e2e')) {
  const out = 'test-results/e2e.json';
  // TEST_REDIS_URL (set by .ci/run when Redis answers) turns on e2e/scale-out.spec.ts.
  const ok = step('playwright', bin('playwright'), ['test'], { TEST_REDIS_URL: process.env.TEST_REDIS_URL ?? '' });
  try {
    countPlaywright(out);
  } catch {
    tally.failed += 1;
  }
  broken ||= !ok;
}

console.log(`\n${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exit(broken || tally.failed > 0 ? 1 : 0);
