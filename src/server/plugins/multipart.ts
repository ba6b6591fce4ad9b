import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** Limits of an add-product upload: images are checked one by one against MAX_IMAGE_BYTES. */
export const UPLOAD_LIMITS = {
  /** Spec-free choice: a phone photo is 2-6 MB; 10 MB leaves room without inviting abuse. */
  fileSize: 10 * 1024 * 1024,
  files: 60,
  fields: 600,
  fieldSize: 20_000,
  parts: 700,
  headerPairs: 100,
} as const;

/**
 * Multipart bodies (the staff's add-product form). The files are not read here: the handler
 * streams them after the staff check has passed, so a refused caller never uploads anything
 * into memory. Fastify's own 1 MB body limit does not apply to them; UPLOAD_LIMITS does.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: false });
  // The contract's body check (plugins/validation.ts) wants a parsed body, but a multipart body
  // is read later, by the handler. App-level hooks run before route-level ones, so a
  // placeholder is in place when that check looks.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.isMultipart()) request.body = {};
  });
}
