import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One route's result in a bench:api run. */
export interface RouteFigure {
  route: string;
  /** Median over the rounds of req/s divided by the hello-world bursts either side. */
  ratio: number;
  rps: number;
  p99: number;
  /** Bytes per answer, headers included (median). */
  bytes?: number;
  /** Answers that were not a 2xx, errors and timeouts, over every burst. */
  bad: number;
}

export interface Baseline {
  /** Why and where these ratios were measured (commit, machine, command). */
  note: string;
  ratios: Record<string, number>;
}

const BASELINE_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'api-baseline.json');

/** The guard fails a route below this share of its baseline ratio; it is never loosened. */
export const GUARD_SHARE = 0.75;

export async function readBaseline(): Promise<Baseline> {
  return JSON.parse(await readFile(BASELINE_FILE, 'utf8')) as Baseline;
}

/** What fails the guard: a route below three quarters of its baseline, a route without one, a non-2xx answer. */
export function compareWithBaseline(baseline: Baseline, figures: RouteFigure[]): string[] {
  const failures: string[] = [];
  for (const figure of figures) {
    const base = baseline.ratios[figure.route];
    if (base === undefined) {
      failures.push(`${figure.route}: no baseline ratio in tests/bench/api-baseline.json (run with --record once)`);
      continue;
    }
    const floor = base * GUARD_SHARE;
    if (figure.ratio < floor) {
      failures.push(
        `${figure.route}: ${(figure.ratio * 100).toFixed(1)} % of the hello-world, below ${(floor * 100).toFixed(1)} % ` +
          `(three quarters of the baseline ${(base * 100).toFixed(1)} %)`,
      );
    }
    if (figure.bad > 0) failures.push(`${figure.route}: ${figure.bad} answers were not 2xx (or errored)`);
  }
  return failures;
}

/** Raises each route's baseline where this run beat it; never lowers one. Returns the routes raised. */
export async function recordBaseline(baseline: Baseline, figures: RouteFigure[]): Promise<string[]> {
  const raised: string[] = [];
  const ratios = { ...baseline.ratios };
  for (const figure of figures) {
    const rounded = Math.floor(figure.ratio * 1000) / 1000;
    if (ratios[figure.route] === undefined || rounded > ratios[figure.route]!) {
      ratios[figure.route] = rounded;
      raised.push(figure.route);
    }
  }
  await writeFile(BASELINE_FILE, `${JSON.stringify({ ...baseline, ratios }, null, 2)}\n`);
  return raised;
}
