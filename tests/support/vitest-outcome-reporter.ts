/**
 * A Vitest reporter for `npm test` (tests/run.ts): writes what the run's last lines must say to the
 * file named by VITEST_OUTCOME_FILE: the counts, every failed test and failed file by name with the
 * first lines of its error, and every test that failed and then passed on its retry (CI retries a
 * failed test once, as the end-to-end run does). A CI log that keeps only its tail still names what
 * failed: the 2026-11-28 run said only '1644 passed, 1 failed'.
 */
import { writeFileSync } from 'node:fs';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

export interface VitestOutcome {
  passed: number;
  failed: number;
  /** 'project > file > describe > test: first lines of the error' */
  failures: string[];
  /** 'project > file > describe > test' of tests that passed on a retry */
  flaky: string[];
  /** The slowest files, 'project > file' and seconds, slowest first: where CI's minutes go. */
  slowest?: { file: string; seconds: number }[];
}

/** How many of the slowest files the end of `npm test` names. */
export const SLOWEST_SHOWN = 12;

function firstLines(message: string | undefined): string {
  return (message ?? 'no message').split('\n').slice(0, 3).join(' / ').slice(0, 400);
}

export function outcomeOf(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): VitestOutcome {
  const outcome: VitestOutcome = { passed: 0, failed: 0, failures: [], flaky: [], slowest: [] };
  const durations: { file: string; seconds: number }[] = [];
  for (const testModule of testModules) {
    const where = `${testModule.project.name} > ${testModule.relativeModuleId}`;
    durations.push({ file: where, seconds: Math.round(testModule.diagnostic().duration / 100) / 10 });
    // A file that failed outside its tests (an import, a beforeAll or afterAll hook).
    for (const error of testModule.errors()) {
      outcome.failed += 1;
      outcome.failures.push(`${where}: ${firstLines(error.message)}`);
    }
    for (const testCase of testModule.children.allTests()) {
      const result = testCase.result();
      const name = `${where} > ${testCase.fullName}`;
      if (result.state === 'passed') {
        outcome.passed += 1;
        if (testCase.diagnostic()?.flaky) outcome.flaky.push(name);
      } else if (result.state === 'failed') {
        outcome.failed += 1;
        outcome.failures.push(`${name}: ${firstLines(result.errors[0]?.message)}`);
      }
    }
  }
  outcome.slowest = durations.sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST_SHOWN);
  for (const error of unhandledErrors) {
    outcome.failed += 1;
    outcome.failures.push(`unhandled error: ${firstLines(error.message)}`);
  }
  return outcome;
}

export default class VitestOutcomeReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    const file = process.env.VITEST_OUTCOME_FILE;
    if (file) writeFileSync(file, JSON.stringify(outcomeOf(testModules, unhandledErrors), null, 2));
  }
}
