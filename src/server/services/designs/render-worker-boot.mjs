// The render worker's first file, plain JavaScript: a worker thread does not inherit the tsx
// loader of the thread that started it (under `tsx`, `node --import tsx` or Vitest alike), so
// the loader is registered here before the TypeScript worker is imported.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
