// `npm test`: the whole suite: typecheck, lint, format check, knip, jest (unit, DOM and integration against the real
// upstream on PGlite, then the upstream integration suite again on PostgreSQL when TEST_DATABASE_URL is set), Playwright
// journeys in Debian's chromium against a production build. Ends with each flaky and failed test on a line of its own, then
// "N passed, N flaky, N failed, N skipped" (scripts/lib/tally.mjs). A flaky test (passed on its one retry) does not
// fail the run; one that needed more retries does.
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/processes.mjs';
import { addJest, addPhase, addPlaywright, emptyTally, summary, timings } from './lib/tally.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const only = process.argv.slice(2); // e.g. `npm test -- jest` or `npm test -- e2e`
const wants = (step) => only.length === 0 || only.includes(step);
const tally = emptyTally();
let broken = false;

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const res = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  addPhase(tally, name, Date.now() - started);
  if (res.status !== 0) console.log(`--- ${name} exited with ${res.status}`);
  return res.status === 0;
}

const readReport = (file) => JSON.parse(readFileSync(file, 'utf8'));

rmSync(path.join(root, 'test-results'), { recursive: true, force: true });
mkdirSync(path.join(root, 'test-results'), { recursive: true });
const vm = { NODE_OPTIONS: '--experimental-vm-modules' };
const pgUrl = process.env.TEST_DATABASE_URL;

// A red lint, an unformatted file or anything unused (knip: files, exports, dependencies) is a red build, like a
// type error.
// `next typegen` first: it writes the route types and messages/en.d.json.ts (the messages' exact types) that tsc reads.
// typesChecked: both passed, so the e2e build need not check the same program again (next.config.ts).
let typesChecked = wants('typecheck');
for (const [name, command, args] of [
  ['typegen', 'next', ['typegen']],
  ['typecheck', 'tsc', ['--noEmit']],
  ['lint', 'eslint', ['.', '--max-warnings=0']],
  ['format', 'prettier', ['--check', '.', '--log-level=warn']],
  ['knip', 'knip', []],
]) {
  if (wants(name === 'typegen' ? 'typecheck' : name) && !step(name, bin(command), args)) {
    broken = true;
    tally.failed += 1;
    if (name === 'typegen' || name === 'typecheck') typesChecked = false;
  }
}

if (wants('jest')) {
  const out = 'test-results/jest.json';
  const ok = step('jest (PGlite)', bin('jest'), ['--json', `--outputFile=${out}`], { ...vm, TEST_DATABASE_URL: '' });
  try {
    addJest(tally, readReport(out), 'jest (PGlite)');
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
    addJest(tally, readReport(out), 'jest (PostgreSQL)');
  } catch {
    tally.failed += 1;
  }
  broken ||= !ok;
}

if (wants('e2e')) {
  const out = 'test-results/e2e.json';
  // TEST_REDIS_URL (set by .ci/run when Redis answers) turns on e2e/scale-out.spec.ts.
  const ok = step('playwright', bin('playwright'), ['test'], {
    TEST_REDIS_URL: process.env.TEST_REDIS_URL ?? '',
    NEXT_BUILD_TYPES_CHECKED: typesChecked ? '1' : '',
  });
  try {
    addPlaywright(tally, readReport(out));
  } catch {
    tally.failed += 1;
  }
  broken ||= !ok;
}

console.log(`\n${timings(tally)}\n\n${summary(tally)}`);
process.exit(broken || tally.failed > 0 ? 1 : 0);
