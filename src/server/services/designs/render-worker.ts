import { parentPort } from 'node:worker_threads';
import { DomainError } from '../../errors';
import { drawPreview } from './preview';
import { drawPrintFile } from './print-file';
import type { RenderAnswer, RenderJob } from './render-job';

/**
 * A render worker (started by render-pool.ts): draws one job at a time and answers with the
 * file's bytes or a domain error's kind and words. A crash here ends only this thread.
 */
async function draw(job: RenderJob): Promise<Buffer | null> {
  if (job.kind === 'print') return drawPrintFile(job.design, job.side, job.images);
  return drawPreview(job.design, job.side, job.garmentPhoto, job.images);
}

parentPort?.on('message', (job: RenderJob) => {
  draw(job).then(
    (bytes) => parentPort?.postMessage({ ok: true, bytes } satisfies RenderAnswer),
    (error: unknown) => {
      const answer: RenderAnswer = error instanceof DomainError ? { ok: false, kind: error.kind, message: error.message } : { ok: false, kind: null, message: String(error) };
      parentPort?.postMessage(answer);
    },
  );
});
