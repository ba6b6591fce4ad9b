import lighthouse from 'lighthouse';
import { mkdir, writeFile } from 'node:fs/promises';

/** Lighthouse's mobile preset network (slow 4G, simulated) with the CPU slowdown of a profile. */
const MOBILE_NETWORK = { rttMs: 150, throughputKbps: 1638.4, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675 };

/**
 * The phones measured. Chrome's DevTools calibration puts a mid-tier phone (Pixel 5) at benchmark
 * index 1000 and a low-tier one (Moto G Power 2022) at 264: a calibrated profile slows this host's
 * CPU by its own index over the phone's, where the preset's fixed 4x is a different phone on every
 * host.
 */
export const PROFILES = [
  { name: 'preset 4x', slowdown: () => 4 },
  { name: 'mid-tier', slowdown: (index: number) => index / 1000 },
  { name: 'low-tier', slowdown: (index: number) => index / 264 },
] as const;
export type ProfileName = (typeof PROFILES)[number]['name'];

export interface LighthouseRow {
  score: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  ttfb: number;
  scriptKb: number;
  benchmarkIndex: number;
  slowdown: number;
}

/** One Lighthouse run (performance only) with `slowdown` as its CPU multiplier; a lost trace (NO_NAVSTART) is run again. */
export async function lighthouseRun(port: number, url: string, slowdown: number, keepAs?: string): Promise<LighthouseRow> {
  let lhr;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      onlyCategories: ['performance'],
      logLevel: 'error',
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      throttling: { ...MOBILE_NETWORK, cpuSlowdownMultiplier: slowdown },
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    lhr = result.lhr;
    if (!lhr.runtimeError) break;
    console.warn(`Lighthouse on ${url}: ${lhr.runtimeError.code}; running it again`);
  }
  if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed three times on ${url}: ${lhr?.runtimeError?.message}`);
  if (keepAs) {
    // The whole report, for reading what holds a page back (.tmp is ignored by git).
    await mkdir('.tmp/bench-web', { recursive: true });
    await writeFile(`.tmp/bench-web/${keepAs}.json`, JSON.stringify(lhr));
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: Math.round(audit('first-contentful-paint')),
    lcp: Math.round(audit('largest-contentful-paint')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    tbt: Math.round(audit('total-blocking-time')),
    ttfb: Math.round(audit('server-response-time')),
    scriptKb: Math.round(scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 102.4) / 10,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    slowdown: Math.round(slowdown * 100) / 100,
  };
}
