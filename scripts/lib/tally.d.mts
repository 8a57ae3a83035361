// Types of tally.mjs for the TypeScript tests that import it.
export type Tally = {
  passed: number;
  flaky: number;
  failed: number;
  skipped: number;
  flakyTests: string[];
  failedTests: string[];
};
export function emptyTally(): Tally;
export function addJest(tally: Tally, report: unknown): void;
export function addPlaywright(tally: Tally, report: unknown): void;
export function summary(tally: Tally): string;
