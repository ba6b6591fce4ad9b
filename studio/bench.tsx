import type Konva from 'konva';
import { useEffect, useRef, useState } from 'react';
import { Group, Layer, Stage } from 'react-konva';
import { LayerNode } from '../src/customiser/canvas/layer-nodes';
import { canvasFontStyle } from '../src/engine/kernels/font';
import type { Design, Side } from '../src/engine/model/design';
import { printArea } from '../src/engine/model/print-area';
import { PRINT_PIXELS_PER_UNIT } from '../src/engine/model/units';
import { fontStackFor } from '../src/shared/print-font-stack';
import { BENCH_PRINT_PATH, BENCH_SERVER_CHANGED } from './bench-routes';
import { MAX_DIFFERING, printDiff } from './print-diff';

type DragHandlers = Parameters<typeof LayerNode>[0]['handlers'];
const ignore = () => undefined;
/** The bench draws, it never drags (handlers given, so react-konva does not warn about a draggable node without them). */
const NO_HANDLERS = { onDragStart: ignore, onDragMove: ignore, onDragEnd: ignore } as unknown as DragHandlers;
const resolveSrc = (src: string) => src;

/** Shown width of each of the three pictures, CSS px. */
const THUMB_PX = 240;

interface Compared {
  browser: HTMLCanvasElement;
  server: HTMLCanvasElement;
  diff: HTMLCanvasElement;
  inked: number;
  differing: number;
  share: number;
  browserMs: number;
  serverMs: number;
}

/** Waits until every text's faces are loaded (the stack is split by unicode-range: only the slices its characters need). */
async function fontsFor(design: Design, side: Side): Promise<void> {
  const loads = design.sides[side].flatMap((layer) => (layer.kind === 'text' ? [document.fonts.load(`${canvasFontStyle(layer)} 20px ${fontStackFor(layer.fontFamily)}`, layer.content)] : []));
  await Promise.all(loads);
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * One fixture compared at a time: three 3600 x 4800 canvases are 200 MB, and a page of fixtures
 * drawn at once ran the tab out of memory. Each full-size canvas is dropped after its small copy.
 */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const next = queue.then(task, task);
  queue = next.catch(() => undefined);
  return next;
}

/** A copy THUMB_PX x 2 wide (sharp on a 2x screen) of a print-size canvas; the big one is released. */
function shrink(canvas: HTMLCanvasElement): HTMLCanvasElement {
  const small = canvasOf(THUMB_PX * 2, Math.round((canvas.height * THUMB_PX * 2) / canvas.width));
  small.getContext('2d')?.drawImage(canvas, 0, 0, small.width, small.height);
  canvas.width = canvas.height = 0;
  return small;
}

function canvasOf(width: number, height: number, data?: Uint8ClampedArray<ArrayBuffer>): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  if (data) canvas.getContext('2d')?.putImageData(new ImageData(data, width, height), 0, 0);
  return canvas;
}

/** The server's print file of the side, from the bench's dev-server route, as a canvas. */
async function serverPrint(design: Design, side: Side): Promise<{ canvas: HTMLCanvasElement; ms: number }> {
  const response = await fetch(BENCH_PRINT_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ design, side }) });
  // eslint-disable-next-line no-restricted-syntax -- shown to the designer on the bench
  if (!response.ok) throw new Error(await response.text());
  const bitmap = await createImageBitmap(await response.blob());
  const canvas = canvasOf(bitmap.width, bitmap.height);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  return { canvas, ms: Number(response.headers.get('x-render-ms') ?? NaN) };
}

/**
 * One fixture on the bench: its layers drawn by the studio's own canvas nodes at print scale
 * (300 DPI over the print area, as print parity does) beside the server's print file, and their
 * pixel difference. Drawn again when the engine, the view or the server's drawing changes.
 */
function BenchCard({ name, design, onOpen, serverEpoch }: { name: string; design: Design; onOpen: () => void; serverEpoch: number }) {
  // The busier side (a back print with one line on the front shows its back).
  const side: Side = design.sides.back.length > design.sides.front.length ? 'back' : 'front';
  const layers = design.sides[side];
  const area = printArea(design.garment, side);
  const groupRef = useRef<Konva.Group>(null);
  const [result, setResult] = useState<Compared | { error: string } | null>(null);
  const [fontsReady, setFontsReady] = useState(false);

  useEffect(() => {
    let live = true;
    void fontsFor(design, side).then(() => live && setFontsReady(true));
    return () => {
      live = false;
    };
  }, [design, side]);

  useEffect(() => {
    if (!fontsReady) return;
    let live = true;
    void oneAtATime(async () => {
      if (!live) return;
      try {
        // A few frames for the nodes to be re-created with their fonts and their pictures to arrive.
        for (let i = 0; i < 60; i++) {
          await frame();
          const group = groupRef.current;
          const pending = group?.find('.design-layer').some((node) => node.getClassName() === 'Image' && !(node as Konva.Image).image());
          if (group && !pending && i >= 3) break;
        }
        const group = groupRef.current;
        if (!group || !live) return;
        const started = performance.now();
        const browser = group.toCanvas({ x: 0, y: 0, width: area.width, height: area.height, pixelRatio: PRINT_PIXELS_PER_UNIT }) as HTMLCanvasElement;
        const browserMs = performance.now() - started;
        const server = await serverPrint(design, side);
        if (!live) return;
        const read = (canvas: HTMLCanvasElement) => canvas.getContext('2d', { willReadFrequently: true })!.getImageData(0, 0, canvas.width, canvas.height).data;
        const diff = printDiff(read(browser), read(server.canvas));
        const overlay = canvasOf(browser.width, browser.height, diff.overlay);
        setResult({ browser: shrink(browser), server: shrink(server.canvas), diff: shrink(overlay), inked: diff.inked, differing: diff.differing, share: diff.share, browserMs, serverMs: server.ms });
      } catch (error) {
        if (live) setResult({ error: error instanceof Error ? error.message : String(error) });
      }
    });
    return () => {
      live = false;
    };
  }, [fontsReady, design, side, area.width, area.height, serverEpoch]);

  const verdict = result && 'share' in result ? (result.share <= MAX_DIFFERING ? 'within print parity' : 'PAST print parity') : null;
  return (
    <article aria-labelledby={`bench-${name}`} style={{ border: '1px solid #ddd', borderRadius: 8, padding: 12, marginBottom: 16 }} data-testid="bench-card" data-fixture={name} data-share={result && 'share' in result ? result.share.toFixed(5) : undefined}>
      <h2 id={`bench-${name}`} style={{ fontSize: 16, margin: '0 0 8px' }}>
        {name} <small style={{ fontWeight: 'normal' }}>({layers.length} layers, {design.garment} {design.color}, {side})</small>
      </h2>
      {/* The studio's own nodes, off screen: the bench draws them at print scale. */}
      <div aria-hidden="true" style={{ position: 'absolute', left: -10_000, top: 0 }}>
        <Stage width={1} height={1} listening={false}>
          <Layer>
            <Group ref={groupRef} key={fontsReady ? 'fonts' : 'fallback'}>
              {layers.map((layer) => (
                <LayerNode key={layer.id} layer={layer} resolveSrc={resolveSrc} handlers={NO_HANDLERS} />
              ))}
            </Group>
          </Layer>
        </Stage>
      </div>
      {result === null ? <p role="status">Drawing in the browser and on the server…</p> : null}
      {result && 'error' in result ? <pre role="alert" style={{ whiteSpace: 'pre-wrap', color: '#a00' }}>{result.error}</pre> : null}
      {result && 'share' in result ? (
        <>
          <p role="status" style={{ margin: '0 0 8px' }}>
            {result.differing.toLocaleString('en-IN')} of {result.inked.toLocaleString('en-IN')} inked pixels differ ({(result.share * 100).toFixed(3)} %): {verdict}. Browser {result.browserMs.toFixed(0)} ms, server {result.serverMs} ms.
          </p>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <Picture label="Browser (studio nodes at 300 DPI)" canvas={result.browser} />
            <Picture label="Server print file" canvas={result.server} />
            <Picture label="Difference (red: server only, blue: browser only)" canvas={result.diff} />
          </div>
        </>
      ) : null}
      <button type="button" onClick={onOpen} style={{ marginTop: 8, minHeight: 44 }}>
        Open in the studio (mock-up on the garment)
      </button>
    </article>
  );
}

/** A print-size canvas shown small on a checkerboard (transparent is not white). */
function Picture({ label, canvas }: { label: string; canvas: HTMLCanvasElement }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const holder = box.current;
    if (!holder) return;
    Object.assign(canvas.style, { width: `${THUMB_PX}px`, height: 'auto', display: 'block' });
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', label);
    holder.replaceChildren(canvas);
  }, [canvas, label]);
  return (
    <figure style={{ margin: 0 }}>
      <div ref={box} style={{ background: 'repeating-conic-gradient(#ccc 0 25%, #fff 0 50%) 0 0 / 16px 16px', width: THUMB_PX }} />
      <figcaption style={{ fontSize: 12, maxWidth: THUMB_PX }}>{label}</figcaption>
    </figure>
  );
}

/** Counts edits to the server's drawing code (HMR custom event), so every card draws its print file again. */
function useServerEpoch(): number {
  const [epoch, setEpoch] = useState(0);
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const bump = () => setEpoch((value) => value + 1);
    hot.on(BENCH_SERVER_CHANGED, bump);
    return () => hot.off(BENCH_SERVER_CHANGED, bump);
  }, []);
  return epoch;
}

/** The designers' bench: every fixture, browser beside server, with their difference. */
export function DesignersBench({ fixtures, onOpen }: { fixtures: Record<string, Design>; onOpen: (design: Design) => void }) {
  const serverEpoch = useServerEpoch();
  return (
    <section aria-labelledby="bench-title">
      <h1 id="bench-title" style={{ fontSize: 22 }}>
        Designers&apos; bench
      </h1>
      <p style={{ maxWidth: 760 }}>
        Each fixture drawn by the studio&apos;s canvas nodes at 300 DPI beside the server&apos;s print file (the shop&apos;s own drawing module, through this dev server), and their difference by print parity&apos;s rule (a pixel differs past {64} of 255 in a premultiplied channel; at most {MAX_DIFFERING * 100} % of inked pixels). Edits to the engine, the view or the server&apos;s drawing redraw them.
      </p>
      {Object.entries(fixtures).map(([name, design]) => (
        <BenchCard key={name} name={name} design={design} serverEpoch={serverEpoch} onOpen={() => onOpen(design)} />
      ))}
    </section>
  );
}
