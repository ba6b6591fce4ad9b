import { readFileSync } from 'node:fs';

/** CPU time the machine spent busy and in all, from /proc/stat (jiffies, every core). */
function cpuTimes(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  const total = fields.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/** The share of the machine's CPU that was busy over the next `ms`. */
async function busyShare(ms: number): Promise<number> {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = cpuTimes();
  return (after.busy - before.busy) / Math.max(1, after.total - before.total);
}

/** Above this share of the machine busy between two loads, something else is running. */
const QUIET_SHARE = 0.2;

/**
 * Waits (up to `maxMs`) until the machine is quiet between two page loads: the shop and chromium
 * are idle then, so CPU in use is another program's. Thread time is counted per thread, but a busy
 * sibling core (hyperthreads share one core's units) still slows the renderer by a third: a guard
 * measured beside a typecheck read 35 % over its baseline, the same commit alone 0-5 %. Returns
 * the busy share last seen, for the report.
 */
export async function whenQuiet(maxMs = 60_000): Promise<number> {
  const deadline = Date.now() + maxMs;
  let share = await busyShare(500);
  while (share > QUIET_SHARE && Date.now() < deadline) share = await busyShare(1000);
  return share;
}
