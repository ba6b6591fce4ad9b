import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The main-thread CPU per page load (ms at 1x) that bench:web --check holds each guarded page to. */
export interface WebBaseline {
  /** Where and how the figures were measured (commit, command). */
  note: string;
  mainThreadCpuMs: Record<string, number>;
}

export const WEB_BASELINE_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'web-baseline.json');

/** How far over its baseline a page's CPU may go before the guard fails; never loosened. */
export const CHECK_FRACTION = 0.25;

export async function readWebBaseline(): Promise<WebBaseline> {
  return JSON.parse(await readFile(WEB_BASELINE_FILE, 'utf8')) as WebBaseline;
}

export async function writeWebBaseline(baseline: WebBaseline): Promise<void> {
  await writeFile(WEB_BASELINE_FILE, `${JSON.stringify(baseline, null, 2)}\n`);
}

/** The baseline after a --record run: a page's figure replaces the kept one only when it is lower (faster). */
export function recordCpu(baseline: WebBaseline, figures: Record<string, number>, note: string): WebBaseline {
  const next = { ...baseline.mainThreadCpuMs };
  let lowered = false;
  for (const [page, ms] of Object.entries(figures)) {
    if (!Number.isFinite(ms)) continue;
    if (next[page] === undefined || ms < next[page]) {
      next[page] = ms;
      lowered = true;
    }
  }
  return { note: lowered ? note : baseline.note, mainThreadCpuMs: next };
}

/** What fails the guard: a page over its baseline by more than CHECK_FRACTION, or a page without a figure or a baseline. */
export function checkCpu(baseline: WebBaseline, figures: Record<string, number>, pages: readonly string[]): string[] {
  const failures: string[] = [];
  for (const page of pages) {
    const kept = baseline.mainThreadCpuMs[page];
    const now = figures[page];
    if (kept === undefined) failures.push(`${page}: no baseline in tests/bench/web-baseline.json (run bench:web --record once)`);
    else if (now === undefined || !Number.isFinite(now)) failures.push(`${page}: not measured`);
    else if (now > kept * (1 + CHECK_FRACTION)) failures.push(`${page}: ${now} ms main-thread CPU per load, over ${kept} ms by more than ${CHECK_FRACTION * 100} %`);
  }
  return failures;
}
