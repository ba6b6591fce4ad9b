import type { Browser, CDPSession, Page } from '@playwright/test';

/** A phone as the e2e tests' phone project has it. */
export const PHONE = { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 } as const;

/** How long the page is watched after the app has hydrated: its first effects and late pictures. */
const SETTLE_MS = 2000;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; beginData?: { url?: string } };
}

/** The page's renderer main thread in a trace: the process that parsed the page's HTML, its CrRendererMain thread. */
function pageMainThread(events: TraceEvent[], url: string): { pid: number; tid: number } {
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(url));
  if (!parse) throw new Error(`no ParseHTML of ${url} in the trace`);
  const thread = events.find((event) => event.pid === parse.pid && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  return { pid: parse.pid, tid: thread?.tid ?? parse.tid };
}

/**
 * The CPU time of the page's renderer main thread, ms: the thread time (`tdur`, not wall time) of
 * every outermost task on it. Thread time stays put when the machine is busy, where wall time
 * counts the moments the thread waited for a core.
 */
export function mainThreadCpuMs(events: TraceEvent[], url: string): number {
  const { pid, tid } = pageMainThread(events, url);
  const tasks = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.tdur !== undefined && (event.name === 'ThreadControllerImpl::RunTask' || event.name === 'RunTask'))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let cpu = 0;
  let end = 0;
  for (const task of tasks) {
    if (task.ts < end) continue; // nested in the task before
    cpu += task.tdur!;
    end = task.ts + (task.dur ?? 0);
  }
  return cpu / 1000;
}

export async function startTrace(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (message) => void events.push(...(message.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  return async () => {
    await cdp.send('Tracing.end');
    await complete;
    return events;
  };
}

/** Waits until the app has claimed the server's page (ScreenLive sets data-hydrated on <html>). */
export async function hydrated(page: Page, timeoutMs = 30_000): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: timeoutMs, polling: 50 });
}

/**
 * One page load on a phone at the host's own speed (no CPU slowdown): the main thread's CPU time
 * from the navigation until SETTLE_MS after the app has hydrated. A fresh browser context each
 * time, so nothing is cached from the load before (as Lighthouse's runs).
 */
export async function measureLoadCpu(browser: Browser, url: string, prepare?: (page: Page) => Promise<void>): Promise<number> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await prepare?.(page);
    const cdp = await context.newCDPSession(page);
    const stop = await startTrace(cdp);
    await page.goto(url, { waitUntil: 'load' });
    await hydrated(page);
    await page.waitForTimeout(SETTLE_MS);
    return mainThreadCpuMs(await stop(), url);
  } finally {
    await context.close();
  }
}
