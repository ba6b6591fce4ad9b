// The render worker's first file, plain JavaScript: a worker thread does not inherit the tsx
// loader of the thread that started it (under `tsx`, `node --import tsx` or Vitest alike), so
// the loader is registered here before the TypeScript worker is imported. Tinypool runs the
// default export for each job.
import { register } from 'tsx/esm/api';

register();
const { renderTask } = await import(new URL('./render-worker.ts', import.meta.url).href);
export default renderTask;
