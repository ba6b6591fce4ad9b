import { DomainError } from '../../errors';
import { drawPreview } from './preview';
import { drawPrintFile } from './print-file';
import type { RenderAnswer, RenderJob } from './render-job';

async function draw(job: RenderJob): Promise<Buffer | null> {
  if (job.kind === 'print') return drawPrintFile(job.design, job.side, job.images);
  return drawPreview(job.design, job.side, job.garmentPhoto, job.images);
}

/**
 * A render worker's task (run by render-pool.ts through its boot file): draws one job and
 * answers with the file's bytes or a domain error's kind and words, as plain data, since an
 * error's own fields do not survive the way back between threads.
 */
export async function renderTask(job: RenderJob): Promise<RenderAnswer> {
  const started = performance.now();
  try {
    const bytes = await draw(job);
    return { ok: true, bytes, drawMs: performance.now() - started };
  } catch (error) {
    return error instanceof DomainError ? { ok: false, kind: error.kind, message: error.message } : { ok: false, kind: null, message: String(error) };
  }
}
