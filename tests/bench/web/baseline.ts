import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What bench:web --check holds each guarded page to: its main-thread CPU per load over the
 * reference page's in the same minutes (reference-page.ts), so that a slower or busier host moves
 * both alike.
 */
export interface WebBaseline {
  /** Where and how the figures were measured (commit, command, the reference's ms then). */
  note: string;
  cpuOverReference: Record<string, number>;
}

export const WEB_BASELINE_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'web-baseline.json');

/** How far over its baseline a page's CPU may go before the guard fails; never loosened. */
export const CHECK_FRACTION = 0.25;

/** The kept baseline; one from before the reference page (absolute ms) holds no figure the guard can use. */
export async function readWebBaseline(): Promise<WebBaseline> {
  const raw = JSON.parse(await readFile(WEB_BASELINE_FILE, 'utf8')) as Partial<WebBaseline>;
  return { note: raw.note ?? '', cpuOverReference: raw.cpuOverReference ?? {} };
}

export async function writeWebBaseline(baseline: WebBaseline): Promise<void> {
  await writeFile(WEB_BASELINE_FILE, `${JSON.stringify(baseline, null, 2)}\n`);
}

/** The baseline after a --record run: a page's figure replaces the kept one only when it is lower (faster). */
export function recordCpu(baseline: WebBaseline, figures: Record<string, number>, note: string): WebBaseline {
  const next = { ...baseline.cpuOverReference };
  let lowered = false;
  for (const [page, ms] of Object.entries(figures)) {
    if (!Number.isFinite(ms)) continue;
    if (next[page] === undefined || ms < next[page]) {
      next[page] = ms;
      lowered = true;
    }
  }
  return { note: lowered ? note : baseline.note, cpuOverReference: next };
}

/** What fails the guard: a page over its baseline by more than CHECK_FRACTION, or a page without a figure or a baseline. */
export function checkCpu(baseline: WebBaseline, figures: Record<string, number>, pages: readonly string[]): string[] {
  const failures: string[] = [];
  for (const page of pages) {
    const kept = baseline.cpuOverReference[page];
    const now = figures[page];
    if (kept === undefined) failures.push(`${page}: no baseline in tests/bench/web-baseline.json (run bench:web --record once)`);
    else if (now === undefined || !Number.isFinite(now)) failures.push(`${page}: not measured`);
    else if (now > kept * (1 + CHECK_FRACTION)) failures.push(`${page}: main-thread CPU ${now} x the reference's, over ${kept} by more than ${CHECK_FRACTION * 100} %`);
  }
  return failures;
}
