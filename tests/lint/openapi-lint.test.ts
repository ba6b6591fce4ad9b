import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: 'error' | 'warn'; message: string; location: { pointer: string }[] }[];
}

/**
 * openapi.yaml checked by an outside tool on every `npm test`: Redocly CLI's recommended rules
 * (redocly.yaml), run from node_modules with no network (telemetry and the update notice off).
 * No error may appear, and no warning beyond the two redocly.yaml explains.
 */
describe('openapi.yaml under redocly lint (recommended rules)', () => {
  it('has no error and only the known warnings', () => {
    const result = spawnSync(process.execPath, [resolve(root, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', 'openapi.yaml', '--format=json'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      timeout: 120_000,
    });
    expect(result.error).toBeUndefined();
    const report = JSON.parse(result.stdout) as LintReport;
    const problems = report.problems.map((problem) => `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(problems.filter((problem) => problem.startsWith('error'))).toEqual([]);
    expect(report.totals.errors).toBe(0);
    expect(report.problems.map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}`).sort()).toEqual([
      'info-license #/info',
      'no-ambiguous-paths #/paths/~1product~1{productId}~1addreview',
    ]);
    expect(result.status).toBe(0);
  }, 150_000);
});
