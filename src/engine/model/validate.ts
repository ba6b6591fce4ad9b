import type { Design } from './design';
import { migrateDesign } from './migrations';
import { designSchema } from './schema';

export type ParseDesignResult = { ok: true; design: Design } | { ok: false; errors: string[] };

/**
 * Reads a saved design of any known version: migrates it, then validates it. Used by the
 * browser when it loads a design and by the server, which re-validates every saved design.
 * Errors read `path: message`, for example `sides.front.0.fontSize: ...`.
 */
export function parseDesign(json: unknown): ParseDesignResult {
  const migrated = migrateDesign(json);
  if (!migrated.ok) return migrated;
  const result = designSchema.safeParse(migrated.value);
  if (result.success) return { ok: true, design: result.data };
  return {
    ok: false,
    errors: result.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)),
  };
}

/** The JSON that is saved: plain data, so JSON.stringify is the whole serialiser. */
export function serialiseDesign(design: Design): string {
  return JSON.stringify(design);
}
