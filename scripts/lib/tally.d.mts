// Types of tally.mjs for the TypeScript tests that import it.
export type Tally = {
  passed: number;
  flaky: number;
  failed: number;
  skipped: number;
  flakyTests: string[];
  failedTests: string[];
  files: { phase: string; file: string; ms: number }[];
  phases: { name: string; ms: number }[];
};
export function emptyTally(): Tally;
export function addPhase(tally: Tally, name: string, ms: number): void;
export function addJest(tally: Tally, report: unknown, phase?: string): void;
export function addPlaywright(tally: Tally, report: unknown): void;
export function timings(tally: Tally, slowest?: number): string;
export function summary(tally: Tally): string;
