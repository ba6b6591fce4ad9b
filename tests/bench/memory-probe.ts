/**
 * Preloaded into the shop by `npm run bench:memory` (node --import): answers the parent's IPC
 * messages with the process's memory figures, without a debug route in the shop itself.
 *
 * WebAssembly memories are counted by wrapping the constructor before PGlite loads: PGlite
 * creates its Emscripten heap with `new WebAssembly.Memory(...)`, so every heap it makes is
 * seen here (weakly held, so a closed PGlite's heap is not kept alive by the probe).
 */
import { readFileSync } from 'node:fs';
import { writeHeapSnapshot } from 'node:v8';

export interface MemoryFigures {
  rssMiB: number;
  heapUsedMiB: number;
  heapTotalMiB: number;
  externalMiB: number;
  arrayBuffersMiB: number;
  /** Bytes of live WebAssembly memories (PGlite's heap: it never shrinks once grown). */
  wasmMiB: number;
  /** The resident part of the WASM heaps (their mappings are reservations of several GiB). */
  wasmResidentMiB: number;
  /** Anonymous and file-backed resident memory from /proc. */
  anonMiB: number;
  fileMiB: number;
  /** The largest resident mappings, for finding what holds the rest. */
  top: string[];
}

const memories: WeakRef<WebAssembly.Memory>[] = [];
const NativeMemory = WebAssembly.Memory;
class TrackedMemory extends NativeMemory {
  constructor(descriptor: WebAssembly.MemoryDescriptor) {
    super(descriptor);
    memories.push(new WeakRef(this));
  }
}
(WebAssembly as { Memory: typeof WebAssembly.Memory }).Memory = TrackedMemory;

const GUARDED_WASM_KB = 8 * 1024 * 1024;
const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

function figures(): MemoryFigures {
  const usage = process.memoryUsage();
  const sizes = memories.map((ref) => ref.deref()?.buffer.byteLength ?? 0).filter((size) => size > 0);
  const wasm = sizes.reduce((total, size) => total + size, 0);
  // A WASM memory is one mapping of its own: exactly its size, or (where V8 bounds-checks with
  // guard pages) a reservation of 8 GiB or more.
  const wasmSizesKb = new Set(sizes.map((size) => size / 1024));
  const mappings = readSmaps();
  const sum = (list: Mapping[], field: 'rssKb' | 'anonKb') => list.reduce((total, m) => total + m[field], 0) * 1024;
  return {
    rssMiB: mib(usage.rss),
    heapUsedMiB: mib(usage.heapUsed),
    heapTotalMiB: mib(usage.heapTotal),
    externalMiB: mib(usage.external),
    arrayBuffersMiB: mib(usage.arrayBuffers),
    wasmMiB: mib(wasm),
    wasmResidentMiB: mib(sum(mappings.filter((m) => wasmSizesKb.has(m.sizeKb) || m.sizeKb >= GUARDED_WASM_KB), 'rssKb')),
    anonMiB: mib(sum(mappings, 'anonKb')),
    fileMiB: mib(sum(mappings, 'rssKb') - sum(mappings, 'anonKb')),
    top: mappings
      .sort((a, b) => b.rssKb - a.rssKb)
      .slice(0, 12)
      .map((m) => `${Math.round(m.rssKb / 1024)} MiB of ${Math.round(m.sizeKb / 1024)} MiB ${m.name}`),
  };
}

interface Mapping {
  name: string;
  sizeKb: number;
  rssKb: number;
  anonKb: number;
}

function readSmaps(): Mapping[] {
  const mappings: Mapping[] = [];
  let current: Mapping | null = null;
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      current = { name: header[1] || '[anon]', sizeKb: 0, rssKb: 0, anonKb: 0 };
      mappings.push(current);
      continue;
    }
    const field = /^(Size|Rss|Anonymous):\s+(\d+) kB/.exec(line);
    if (!field || !current) continue;
    const kb = Number(field[2]);
    if (field[1] === 'Size') current.sizeKb = kb;
    else if (field[1] === 'Rss') current.rssKb = kb;
    else current.anonKb = kb;
  }
  return mappings;
}

process.on('message', (message: { id: number; kind: 'figures' | 'gc' | 'snapshot'; path?: string }) => {
  let answer: unknown;
  if (message.kind === 'gc') {
    (globalThis as { gc?: () => void }).gc?.();
    answer = figures();
  } else if (message.kind === 'snapshot') {
    answer = writeHeapSnapshot(message.path);
  } else {
    answer = figures();
  }
  process.send?.({ id: message.id, answer });
});
// The IPC channel must not keep a shop that is shutting down alive.
process.channel?.unref();
