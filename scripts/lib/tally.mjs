// Counting the results of `npm test` (scripts/test.mjs): jest's and Playwright's JSON reports.
// A test that passed only on a retry is flaky: counted and named on its own, never as a plain pass. One that needed
// more than one retry to pass counts as failed: a journey that works one time in three is broken.

/** Retries a test may need and still count (as flaky, not failed). */
const MAX_RETRIES_TO_PASS = 1;

export function emptyTally() {
  return { passed: 0, flaky: 0, failed: 0, skipped: 0, flakyTests: [], failedTests: [] };
}

/** Adds a jest `--json` report. Jest runs without retries here, so none of its tests is flaky. */
export function addJest(tally, report) {
  tally.passed += report.numPassedTests;
  tally.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  tally.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? [])
    for (const test of suite.assertionResults ?? [])
      if (test.status === 'failed') tally.failedTests.push(test.fullName);
}

/** Every test of a Playwright JSON report, with the file and describe titles in front of its own. */
function* playwrightTests(suites, trail = []) {
  for (const suite of suites ?? []) {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) yield { title: [...here, spec.title].join(' › '), test };
    yield* playwrightTests(suite.suites, here);
  }
}

/** Adds a Playwright `json` reporter's report (its stats count a flaky test apart, but not how many retries it took). */
export function addPlaywright(tally, report) {
  for (const { title, test } of playwrightTests(report.suites)) {
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

/** The closing lines: each flaky and failed test on its own line, then `N passed, N flaky, N failed, N skipped`. */
export function summary(tally) {
  return [
    ...tally.flakyTests.map((t) => `flaky: ${t}`),
    ...tally.failedTests.map((t) => `failed: ${t}`),
    `${tally.passed} passed, ${tally.flaky} flaky, ${tally.failed} failed, ${tally.skipped} skipped`,
  ].join('\n');
}
