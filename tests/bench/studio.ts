/**
 * `npm run bench:studio`: figures for the design studio. Not a test: it prints.
 * - median time to export a preview PNG with 20 layers (built studio page, Debian chromium);
 * - p95 frame time while dragging a layer for 300 frames with 50 layers on the stage;
 * - p95 work per pointer event in that drag: the event's handlers (script) plus the
 *   frame's redraw and a forced style and layout, as Performance API measures;
 * - the same while a selection of 10 of the 50 layers is dragged together;
 * - for both drags, the same work with each handler counted once (see instrumentPointerWork), and
 *   the renderer main thread's CPU time per pointer event from a Chromium trace of a second drag
 *   (thread time: what the load average does not inflate);
 * - server time to render a 3600 x 4800 print file with 20 layers (Konva in Node);
 * - gzip size of the studio route's own JS in the storefront build.
 * Targets: frame p95 <= 16.7 ms, work per pointer event p95 <= 4 ms (one layer or ten), print render <= 1.5 s.
 *
 * BENCH_STUDIO_BASELINE=<git revision> (e.g. `main`) measures that revision's studio page too, in
 * the same minutes: its tree is exported with `git archive` into .tmp (this checkout's
 * node_modules linked in), built there, and the two pages take turns for BENCH_STUDIO_ROUNDS
 * rounds (3 unless set); the figures are printed side by side with the load average of each turn.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, readFile, rm, symlink } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { stageGeometry } from '../../src/customiser/canvas/stage-geometry';
import sharp from 'sharp';
import type { Design, Layer } from '../../src/engine/model/design';
import { MAX_LAYERS_PER_SIDE } from '../../src/engine/model/text-options';
import { renderPrintFile } from '../../src/server/services/designs/design-renders';
import { percentile } from './stats';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROOT = path.resolve(import.meta.dirname, '../..');
const STUDIO_OUT = path.join(ROOT, '.tmp/bench-studio');
const WEB_OUT = path.join(ROOT, '.tmp/bench-web');
const PORT = Number(process.env.BENCH_STUDIO_PORT ?? 5199);
/** A git revision whose studio page is measured beside this checkout's, turn about. */
const BASELINE = process.env.BENCH_STUDIO_BASELINE;
const BASELINE_SRC = path.join(ROOT, '.tmp/bench-studio-baseline-src');
const BASELINE_OUT = path.join(ROOT, '.tmp/bench-studio-baseline');
const ROUNDS = Number(process.env.BENCH_STUDIO_ROUNDS ?? (BASELINE ? 3 : 1));
/** The drag figure is taken with 50 layers on one side (the validator's cap). */
const DRAG_LAYERS = 50;
/** Issue 22: a selection of this many of them is dragged together. */
const SELECTION_LAYERS = 10;
if (DRAG_LAYERS > MAX_LAYERS_PER_SIDE) throw new Error(`a side holds at most ${MAX_LAYERS_PER_SIDE} layers; the bench needs ${DRAG_LAYERS}`);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

function run(command: string, args: string[], cwd = ROOT) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** The dev page's undo stack length, read from its inspector. */
async function undoSteps(page: Page): Promise<number> {
  const text = (await page.getByText(/^Undo stack \(\d+\)/).textContent()) ?? '';
  return Number(/\((\d+)\)/.exec(text)?.[1] ?? NaN);
}

/** Layers listed in the studio's layer panel (the side shown, here the front). */
function layersOnFront(page: Page): Promise<number> {
  return page.getByTestId('layer-list').locator(':scope > li').count();
}

/**
 * Installs the work-per-pointer-event probe once. Work per pointer event, as performance.measure
 * entries: from the start of the event's dispatch (a capturing listener on window, the first to
 * run) to the end of its last handler (a bubbling listener on window added after Konva's), plus,
 * in the frame that follows, the time from the frame's start to the end of a callback queued
 * after Konva's redraw that forces style and layout. Each drag waits a frame after each move, so
 * each frame holds one event's redraw.
 *
 * Chromium dispatches pointer moves inside the frame (rAF-aligned input), before its animation
 * callbacks: the frame's start is then before the event, so that figure counts the event's
 * handlers twice, and on a loaded machine the wait for the CPU before the frame runs lands in it
 * too. 'pointer-work-once' counts each once: the handlers, plus the frame from its first callback
 * after the event (queued by the capturing listener, so it runs before Konva's redraw) to the end
 * of the forced style and layout.
 */
async function instrumentPointerWork(page: Page): Promise<void> {
  // A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
  await page.evaluate(`(() => {
    window.addEventListener('pointermove', () => {
      window.eventStart_ = performance.now();
      requestAnimationFrame(() => { window.drawStart_ = performance.now(); });
    }, { capture: true });
    window.addEventListener('mousemove', () => {
      const start = window.eventStart_;
      if (start === undefined) return;
      window.eventStart_ = undefined;
      const script = performance.now() - start;
      requestAnimationFrame((frameStart) => {
        document.body.getBoundingClientRect();
        void document.body.offsetHeight;
        const now = performance.now();
        const frame = Math.max(0, now - frameStart);
        performance.measure('pointer-work', { start, duration: script + frame });
        const drawStart = window.drawStart_;
        window.drawStart_ = undefined;
        if (drawStart !== undefined) performance.measure('pointer-work-once', { start, duration: script + Math.max(0, now - drawStart) });
      });
    });
  })()`);
}

/** Chromium trace categories for the CPU figure: the renderer's tasks with their thread time. */
const TRACE_CATEGORIES = ['devtools.timeline', 'cc'];

interface TraceEvent {
  name: string;
  ph: string;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { type?: string } };
}

/**
 * The renderer main thread's CPU time (thread time, not wall time) per pointer event: in each
 * main frame that dispatched a pointer move, the time of the event dispatches (pointermove and
 * mousemove: every handler) and of the animation-frame callbacks (Konva's redraw), each once.
 */
function cpuPerPointerEvent(trace: { traceEvents?: TraceEvent[] } | TraceEvent[]): number[] {
  const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? []);
  const dispatching = new Set(events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointermove').map((e) => e.tid));
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && dispatching.has(e.tid))?.tid;
  const onMain = events.filter((e) => e.tid === main && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const cpu: number[] = [];
  for (const frame of onMain.filter((e) => e.name === 'ProxyMain::BeginMainFrame')) {
    const end = frame.ts + (frame.dur ?? 0);
    const inside = onMain.filter((e) => e.ts >= frame.ts && e.ts < end);
    if (!inside.some((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointermove')) continue;
    const us = inside.filter((e) => e.name === 'EventDispatch' || e.name === 'FireAnimationFrame').reduce((sum, e) => sum + (e.tdur ?? 0), 0);
    cpu.push(us / 1000);
  }
  return cpu;
}

interface DragFigures {
  frames: number[];
  work: number[];
  workOnce: number[];
}

/**
 * Drags from `start` in a circle for 300 moves, a frame after each, and returns the frame times
 * and the work per pointer event measured on the way. Throws when the drag moved nothing. With
 * `browser`, the drag is traced instead and the main thread's CPU time per event is returned.
 */
async function measureDrag(page: Page, start: { x: number; y: number }): Promise<DragFigures>;
async function measureDrag(page: Page, start: { x: number; y: number }, browser: Browser): Promise<number[]>;
async function measureDrag(page: Page, start: { x: number; y: number }, browser?: Browser): Promise<DragFigures | number[]> {
  const stepsBefore = await undoSteps(page);
  await page.evaluate(`(() => {
    performance.clearMeasures('pointer-work');
    performance.clearMeasures('pointer-work-once');
    window.frames_ = [];
    let last = performance.now();
    const tick = (now) => {
      window.frames_.push(now - last);
      last = now;
      if (window.frames_.length < 400) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  if (browser) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  for (let i = 0; i < 300; i++) {
    const angle = (i / 300) * Math.PI * 4;
    await page.mouse.move(start.x + Math.cos(angle) * 60, start.y + Math.sin(angle) * 60);
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(resolve))');
  }
  const trace = browser ? JSON.parse((await browser.stopTracing()).toString()) : null;
  await page.mouse.up();
  if ((await undoSteps(page)) <= stepsBefore) throw new Error('the drag moved no layer: the figures would be meaningless');
  if (trace) {
    const cpu = cpuPerPointerEvent(trace);
    if (cpu.length < 100) throw new Error(`only ${cpu.length} pointer events were traced: the CPU figure would be meaningless`);
    return cpu;
  }
  const frames = ((await page.evaluate('window.frames_')) as number[]).slice(5, 305);
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
  const work = (await page.evaluate("performance.getEntriesByName('pointer-work').map((entry) => entry.duration)")) as number[];
  const workOnce = (await page.evaluate("performance.getEntriesByName('pointer-work-once').map((entry) => entry.duration)")) as number[];
  if (work.length < 100) throw new Error(`only ${work.length} pointer events were measured: the work figure would be meaningless`);
  return { frames, work, workOnce };
}

/** One studio page's figures (one turn): the preview export times and both drags, measured and traced. */
interface PageFigures {
  exports: number[];
  dragLayers: number;
  single: DragFigures;
  group: DragFigures;
  singleCpu: number[];
  groupCpu: number[];
  load: number;
}

/** Builds the studio dev page of the checkout at `root` into `outDir` and serves it on `port`. */
function buildAndServe(root: string, outDir: string, port: number) {
  run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--mode', 'studio', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], root);
  // Vite's own script under node (not npx, whose child outlived server.kill() and kept the port).
  return spawn(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'preview', '--mode', 'studio', '--outDir', outDir, '--port', String(port), '--strictPort'], { cwd: ROOT, stdio: 'ignore' });
}

/** The baseline revision's tree, exported beside this checkout's (no worktree, nothing written to the revision's own checkout). */
async function exportBaseline(revision: string): Promise<string> {
  await rm(BASELINE_SRC, { recursive: true, force: true });
  await mkdir(BASELINE_SRC, { recursive: true });
  const archive = spawnSync('git', ['archive', '--format=tar', revision], { cwd: ROOT, maxBuffer: 1 << 30 });
  if (archive.status !== 0) throw new Error(`git archive ${revision} failed: ${archive.stderr.toString()}`);
  const untar = spawnSync('tar', ['-x', '-C', BASELINE_SRC], { input: archive.stdout });
  if (untar.status !== 0) throw new Error(`unpacking ${revision} failed: ${untar.stderr.toString()}`);
  await symlink(path.join(ROOT, 'node_modules'), path.join(BASELINE_SRC, 'node_modules'));
  return BASELINE_SRC;
}

async function pageFigures(browser: Browser, port: number): Promise<PageFigures> {
  const load = loadavg()[0]!;
  const page = await browser.newPage({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2, acceptDownloads: true });
  try {
    for (let tries = 0; ; tries++) {
      try {
        await page.goto(`http://127.0.0.1:${port}/#studio`);
        break;
      } catch (error) {
        if (tries > 50) throw error;
        await page.waitForTimeout(200);
      }
    }
    const addButtons = page.getByRole('button', { name: /^Add graphic / });
    await addButtons.first().waitFor();
    const graphics = await addButtons.count();
    // A new design holds nothing; 19 graphics and one text make 20 layers.
    await page.getByRole('button', { name: 'Add another text' }).click();
    for (let i = 0; i < 19; i++) await addButtons.nth(i % graphics).click();
    await page.waitForTimeout(500);
    const exports: number[] = [];
    for (let i = 0; i < 7; i++) {
      const started = Date.now();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download preview' }).click()]);
      await download.path();
      exports.push(Date.now() - started);
    }

    for (let i = 20; i < DRAG_LAYERS; i++) await addButtons.nth(i % graphics).click();
    const onStage = await layersOnFront(page);
    if (onStage !== DRAG_LAYERS) throw new Error(`the front holds ${onStage} layers, not ${DRAG_LAYERS}: the drag figure would be wrong`);
    const canvas = page.locator('canvas').first();
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    // The first graphic's centre (540, 540 units) lies under several cascaded graphics: the
    // top one there is dragged, and the frame cost is the whole stage's either way.
    const g = stageGeometry(box.width, 'tshirt', 'front');
    const start = { x: box.x + g.left + 540 * g.scale, y: box.y + g.top + 540 * g.scale };
    await instrumentPointerWork(page);
    const single = await measureDrag(page, start);
    const singleCpu = await measureDrag(page, start, browser);

    // Issue 22: a selection of 10 layers among the 50, dragged together. The top layer (first in
    // the list) and every fifth one below it are picked in the layer list with Shift-click, and
    // the top layer is grabbed on the canvas, so the ten move as one group.
    const names = page.getByTestId('layer-list').locator(':scope > li > button:first-child');
    await names.nth(0).click();
    for (let i = 5; i < DRAG_LAYERS; i += 5) await names.nth(i).click({ modifiers: ['Shift'] });
    const pressed = await page.getByTestId('layer-list').locator(':scope > li > button[aria-pressed="true"]').count();
    if (pressed !== SELECTION_LAYERS) throw new Error(`${pressed} layers are selected, not ${SELECTION_LAYERS}: the selection figure would be wrong`);
    const design = JSON.parse((await page.locator('pre').first().textContent()) ?? '{}') as Design;
    const top = design.sides.front.at(-1);
    if (!top || top.kind === 'text') throw new Error('the top layer is not a graphic');
    await canvas.scrollIntoViewIfNeeded();
    const boxNow = (await canvas.boundingBox())!;
    const gNow = stageGeometry(boxNow.width, 'tshirt', 'front');
    const grab = { x: boxNow.x + gNow.left + (top.x + top.width / 2) * gNow.scale, y: boxNow.y + gNow.top + (top.y + top.height / 2) * gNow.scale };
    const group = await measureDrag(page, grab);
    // The traced drag of the group starts where the first left the grabbed layer (it moved in a
    // full circle, so that is where it began, give or take the clamp).
    const groupCpu = await measureDrag(page, grab, browser);
    return { exports, dragLayers: onStage, single, group, singleCpu, groupCpu, load };
  } finally {
    await page.close();
  }
}

/** Every turn's figures of one build, with the pooled and per-turn summaries printed. */
function summary(turns: PageFigures[]) {
  const pooled = (pick: (t: PageFigures) => number[]) => turns.flatMap(pick);
  return {
    exportMs: median(pooled((t) => t.exports)),
    dragLayers: turns[0]!.dragLayers,
    frameP95: percentile(pooled((t) => t.single.frames), 0.95),
    frameMedian: median(pooled((t) => t.single.frames)),
    single: { p95: percentile(pooled((t) => t.single.work), 0.95), median: median(pooled((t) => t.single.work)), events: pooled((t) => t.single.work).length },
    group: { p95: percentile(pooled((t) => t.group.work), 0.95), median: median(pooled((t) => t.group.work)), events: pooled((t) => t.group.work).length },
    singleOnce: { p95: percentile(pooled((t) => t.single.workOnce), 0.95), median: median(pooled((t) => t.single.workOnce)) },
    groupOnce: { p95: percentile(pooled((t) => t.group.workOnce), 0.95), median: median(pooled((t) => t.group.workOnce)) },
    singleCpu: { p95: percentile(pooled((t) => t.singleCpu), 0.95), median: median(pooled((t) => t.singleCpu)) },
    groupCpu: { p95: percentile(pooled((t) => t.groupCpu), 0.95), median: median(pooled((t) => t.groupCpu)) },
    loads: turns.map((t) => t.load.toFixed(1)).join(', '),
  };
}

async function browserFigures() {
  const servers = [buildAndServe(ROOT, STUDIO_OUT, PORT)];
  if (BASELINE) servers.push(buildAndServe(await exportBaseline(BASELINE), BASELINE_OUT, PORT + 1));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const ours: PageFigures[] = [];
    const theirs: PageFigures[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Turn about, the first turn alternating: each build meets the same minutes of the machine's load.
      const order = !BASELINE ? ['ours'] : round % 2 === 0 ? ['baseline', 'ours'] : ['ours', 'baseline'];
      for (const which of order) {
        if (which === 'ours') ours.push(await pageFigures(browser, PORT));
        else theirs.push(await pageFigures(browser, PORT + 1));
      }
    }
    return { ours: summary(ours), baseline: BASELINE ? summary(theirs) : null };
  } finally {
    await browser.close();
    for (const server of servers) server.kill();
  }
}

async function printRenderMs(): Promise<number> {
  const art = await sharp({ create: { width: 1200, height: 1200, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 1 } } }).png().toBuffer();
  const layers: Layer[] = Array.from({ length: 20 }, (_, i): Layer =>
    i % 2 === 0
      ? {
          id: `text-${i}`,
          kind: 'text',
          content: `Bhopal Threads ${i}`,
          color: '#112233',
          fontSize: 28,
          fontWeight: 'bold',
          fontStyle: 'normal',
          x: 50 + i * 20,
          y: 60 * i,
          rotation: i * 3,
          width: 700,
          // Every other text is curved, outlined and shadowed (the print file draws text effects too).
          ...(i % 4 === 0 ? { curve: 40 - i * 4, outline: { color: '#ffffff', width: 3 }, shadow: { color: '#000000', offsetX: 2, offsetY: 2, blur: 3 } } : {}),
        }
      : { id: `graphic-${i}`, kind: 'graphic', src: 'art.png', x: 40 * i, y: 60 * i, width: 400, height: 400, rotation: i * 5 },
  );
  const design: Design = { version: 3, garment: 'tshirt', color: 'Black', size: 'M', sides: { front: layers, back: [] } };
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await renderPrintFile(design, 'front', async () => art);
    times.push(performance.now() - started);
  }
  return median(times);
}

async function studioRouteGzipKb(): Promise<number> {
  run('npx', ['vite', 'build', '--outDir', WEB_OUT, '--emptyOutDir', '--manifest', '--logLevel', 'warn']);
  const manifest = JSON.parse(await readFile(path.join(WEB_OUT, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
  const reach = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) reach(next, seen);
    return seen;
  };
  // The app's entry (index.html), not boot.ts: the build's second entry, which only starts the app's scripts.
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key === 'index.html')!;
  const route = Object.keys(manifest).find((key) => key.endsWith('features/customiser/components/customiser.tsx'))!;
  const shared = reach(entry);
  let bytes = 0;
  for (const key of reach(route)) if (!shared.has(key)) bytes += gzipSync(await readFile(path.join(WEB_OUT, manifest[key]!.file)), { level: 9 }).length;
  return Math.round(bytes / 102.4) / 10;
}

const browser = await browserFigures();
const printMs = await printRenderMs();
const gzipKb = await studioRouteGzipKb();
await rm(STUDIO_OUT, { recursive: true, force: true });
await rm(WEB_OUT, { recursive: true, force: true });
if (BASELINE) {
  await rm(BASELINE_OUT, { recursive: true, force: true });
  await rm(BASELINE_SRC, { recursive: true, force: true });
}

type Summary = ReturnType<typeof summary>;
/** The browser's figures of one build, under a heading when two builds are compared. */
function printBrowser(r: Summary, heading: string | null) {
  const turns = ROUNDS > 1 ? `, ${ROUNDS} turns pooled` : '';
  if (heading) console.log(`  ${heading} (load average at each turn: ${r.loads})`);
  console.log(`  preview export, 20 layers (median of ${7 * ROUNDS}):          ${r.exportMs} ms`);
  console.log(`  drag frame time, ${r.dragLayers} layers, ${300 * ROUNDS} frames:  p95 ${r.frameP95.toFixed(1)} ms, median ${r.frameMedian.toFixed(1)} ms (target p95 <= 16.7)`);
  console.log(`  work per pointer event, ${r.dragLayers} layers (${r.single.events} events${turns}): p95 ${r.single.p95.toFixed(2)} ms, median ${r.single.median.toFixed(2)} ms (target p95 <= 4)`);
  console.log(`  work per pointer event, ${SELECTION_LAYERS} selected of ${r.dragLayers} dragged together (${r.group.events} events${turns}): p95 ${r.group.p95.toFixed(2)} ms, median ${r.group.median.toFixed(2)} ms (target p95 <= 4)`);
  console.log(`    the same, each handler counted once: one layer p95 ${r.singleOnce.p95.toFixed(2)} ms, median ${r.singleOnce.median.toFixed(2)} ms; ten p95 ${r.groupOnce.p95.toFixed(2)} ms, median ${r.groupOnce.median.toFixed(2)} ms`);
  console.log(`    main-thread CPU per pointer event (trace, thread time): one layer p95 ${r.singleCpu.p95.toFixed(2)} ms, median ${r.singleCpu.median.toFixed(2)} ms; ten p95 ${r.groupCpu.p95.toFixed(2)} ms, median ${r.groupCpu.median.toFixed(2)} ms`);
}

console.log('\nDesign studio bench');
printBrowser(browser.ours, browser.baseline ? 'this checkout' : null);
if (browser.baseline) printBrowser(browser.baseline, `${BASELINE}, built in the same minutes`);
console.log(`  print file 3600 x 4800, 20 layers, 5 curved and outlined (median of 5):  ${Math.round(printMs)} ms (target <= 1000)`);
console.log(`  studio route JS (gzip, beyond the entry):          ${gzipKb} KB`);
