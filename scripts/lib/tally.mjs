// Counting the results of `npm test` (scripts/test.mjs): jest's and Playwright's JSON reports.
// A test that passed only on a retry is flaky: counted and named on its own, never as a plain pass. One that needed
// more than one retry to pass counts as failed: a journey that works one time in three is broken.

/** Retries a test may need and still count (as flaky, not failed). */
const MAX_RETRIES_TO_PASS = 1;

export function emptyTally() {
  return { passed: 0, flaky: 0, failed: 0, skipped: 0, flakyTests: [], failedTests: [], files: [], phases: [] };
}

/** A phase of the run and its wall time, for the closing table. */
export function addPhase(tally, name, ms) {
  tally.phases.push({ name, ms });
}

/** The time a test file took (summed over its tests and their retries), for the slowest-files table. */
function addFile(tally, phase, file, ms) {
  const found = tally.files.find((f) => f.phase === phase && f.file === file);
  if (found) found.ms += ms;
  else tally.files.push({ phase, file, ms });
}

const relative = (file) => file.replace(/^.*?\/(tests|e2e)\//, '$1/');

/** Adds a jest `--json` report. Jest runs without retries here, so none of its tests is flaky. */
export function addJest(tally, report, phase = 'jest') {
  for (const suite of report.testResults ?? [])
    if (suite.endTime && suite.startTime) addFile(tally, phase, relative(suite.name), suite.endTime - suite.startTime);
  tally.passed += report.numPassedTests;
  tally.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  tally.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? [])
    for (const test of suite.assertionResults ?? [])
      if (test.status === 'failed') tally.failedTests.push(test.fullName);
}

/** Every test of a Playwright JSON report, with the file and describe titles in front of its own. */
function* playwrightTests(suites, trail = [], file = '') {
  for (const suite of suites ?? []) {
    const here = suite.title ? [...trail, suite.title] : trail;
    const inFile = suite.file ?? file;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) yield { title: [...here, spec.title].join(' › '), test, file: inFile };
    yield* playwrightTests(suite.suites, here, inFile);
  }
}

/** Adds a Playwright `json` reporter's report (its stats count a flaky test apart, but not how many retries it took). */
export function addPlaywright(tally, report) {
  for (const { title, test, file } of playwrightTests(report.suites)) {
    const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
    addFile(tally, 'playwright', `e2e/${file}`, ms);
    const retries = Math.max(0, (test.results?.length ?? 1) - 1);
    if (test.status === 'expected') tally.passed += 1;
    else if (test.status === 'skipped') tally.skipped += 1;
    else if (test.status === 'flaky' && retries <= MAX_RETRIES_TO_PASS) {
      tally.flaky += 1;
      tally.flakyTests.push(`${title} (passed on retry ${retries})`);
    } else {
      tally.failed += 1;
      tally.failedTests.push(test.status === 'flaky' ? `${title} (passed only after ${retries} retries)` : title);
    }
  }
  // Errors outside any test (a broken config, a global setup that threw) fail the run too.
  tally.failed += report.errors?.length ?? 0;
}

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;

/**
 * The time of each phase (wall clock) and the slowest test files (their tests' own time: files run side by side, so
 * these add up to more than the phase), so a suite that grows shows where.
 */
export function timings(tally, slowest = 12) {
  const total = tally.phases.reduce((sum, p) => sum + p.ms, 0);
  const width = Math.max(...tally.phases.map((p) => p.name.length), 5);
  const files = [...tally.files].sort((a, b) => b.ms - a.ms).slice(0, slowest);
  const fileWidth = Math.max(...files.map((f) => f.file.length), 4);
  return [
    'phase'.padEnd(width) + '  wall time',
    ...tally.phases.map((p) => `${p.name.padEnd(width)}  ${minutes(p.ms)}`),
    `${'total'.padEnd(width)}  ${minutes(total)}`,
    '',
    `slowest test files (time of their tests)`,
    ...files.map((f) => `${f.file.padEnd(fileWidth)}  ${minutes(f.ms).padStart(9)}  ${f.phase}`),
  ].join('\n');
}

/** The closing lines: each flaky and failed test on its own line, then `N passed, N flaky, N failed, N skipped`. */
export function summary(tally) {
  return [
    ...tally.flakyTests.map((t) => `flaky: ${t}`),
    ...tally.failedTests.map((t) => `failed: ${t}`),
    `${tally.passed} passed, ${tally.flaky} flaky, ${tally.failed} failed, ${tally.skipped} skipped`,
  ].join('\n');
}
