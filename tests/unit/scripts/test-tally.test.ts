/**
 * How `npm test` counts (scripts/lib/tally.mjs): a test that passed only on its retry is flaky, reported on its own
 * line and not as a pass; one that needed more than one retry fails the run. The Playwright report below has the
 * shape of a real `json` reporter run with `retries: 2` (file suite → describe suite → spec → test → results).
 */
import { addJest, addPhase, addPlaywright, emptyTally, summary, timings } from '../../../scripts/lib/tally.mjs';

const results = (...statuses: string[]) => statuses.map((status, retry) => ({ status, retry }));
const spec = (title: string, status: string, ...attempts: string[]) => ({
  title,
  tests: [{ status, results: results(...attempts) }],
});

const playwrightReport = {
  suites: [
    {
      title: 'journey.spec.ts',
      specs: [spec('top-level test', 'expected', 'passed')],
      suites: [
        {
          title: 'group',
          specs: [
            spec('passes', 'expected', 'passed'),
            spec('flaky once', 'flaky', 'failed', 'passed'),
            spec('flaky twice', 'flaky', 'failed', 'failed', 'passed'),
            spec('fails', 'unexpected', 'failed', 'failed', 'failed'),
            spec('skipped', 'skipped', 'skipped'),
          ],
        },
      ],
    },
  ],
  errors: [],
};

describe('npm test tally', () => {
  it('counts a test that passed on its one retry as flaky, named on its own line, not as passed', () => {
    const tally = emptyTally();
    addPlaywright(tally, playwrightReport);
    expect(tally.passed).toBe(2);
    expect(tally.flaky).toBe(1);
    expect(tally.flakyTests).toEqual(['journey.spec.ts › group › flaky once (passed on retry 1)']);
  });

  it('fails a test that needed more than one retry, and one that never passed', () => {
    const tally = emptyTally();
    addPlaywright(tally, playwrightReport);
    expect(tally.failed).toBe(2);
    expect(tally.failedTests).toEqual([
      'journey.spec.ts › group › flaky twice (passed only after 2 retries)',
      'journey.spec.ts › group › fails',
    ]);
    expect(tally.skipped).toBe(1);
  });

  it('counts errors outside any test as failures', () => {
    const tally = emptyTally();
    addPlaywright(tally, { suites: [], errors: [{ message: 'global setup threw' }] });
    expect(tally.failed).toBe(1);
  });

  it('adds jest results and names its failures', () => {
    const tally = emptyTally();
    addJest(tally, {
      numPassedTests: 5,
      numFailedTests: 1,
      numPendingTests: 2,
      numTodoTests: 0,
      numRuntimeErrorTestSuites: 1,
      testResults: [{ assertionResults: [{ status: 'failed', fullName: 'cart adds an item' }] }],
    });
    expect(tally).toMatchObject({ passed: 5, failed: 2, skipped: 2, failedTests: ['cart adds an item'] });
  });

  it('ends with one line of counts, after the flaky and failed tests', () => {
    const tally = emptyTally();
    addPlaywright(tally, playwrightReport);
    expect(summary(tally).split('\n')).toEqual([
      'flaky: journey.spec.ts › group › flaky once (passed on retry 1)',
      'failed: journey.spec.ts › group › flaky twice (passed only after 2 retries)',
      'failed: journey.spec.ts › group › fails',
      '2 passed, 1 flaky, 2 failed, 1 skipped',
    ]);
  });

  it('prints each phase and the slowest files, retries included, jest files by their own time', () => {
    const tally = emptyTally();
    const timed = (duration: number) => ({ status: 'passed', duration });
    addPlaywright(tally, {
      suites: [
        {
          title: 'slow.spec.ts',
          file: 'slow.spec.ts',
          specs: [
            {
              title: 'a',
              tests: [{ status: 'flaky', results: [{ status: 'failed', duration: 60_000 }, timed(60_000)] }],
            },
          ],
        },
        {
          title: 'fast.spec.ts',
          file: 'fast.spec.ts',
          specs: [{ title: 'b', tests: [{ status: 'expected', results: [timed(6_000)] }] }],
        },
      ],
    });
    addJest(
      tally,
      {
        numPassedTests: 1,
        numFailedTests: 0,
        numPendingTests: 0,
        testResults: [{ name: '/repo/tests/unit/x.test.ts', startTime: 1_000, endTime: 91_000, assertionResults: [] }],
      },
      'jest (PGlite)',
    );
    addPhase(tally, 'jest (PGlite)', 90_000);
    addPhase(tally, 'playwright', 600_000);
    expect(timings(tally, 2).split('\n')).toEqual([
      'phase          wall time',
      'jest (PGlite)  1.5 min',
      'playwright     10.0 min',
      'total          11.5 min',
      '',
      'slowest test files (time of their tests)',
      'e2e/slow.spec.ts        2.0 min  playwright',
      'tests/unit/x.test.ts    1.5 min  jest (PGlite)',
    ]);
  });
});
