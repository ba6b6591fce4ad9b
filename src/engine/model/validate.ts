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

/**
 * What a shopper is told when a design is refused, in the shop's words. The validator's
 * `path: message` errors name schema paths that mean nothing to a shopper, so they go to the
 * logs and tests, never on screen. The studio's commands keep every layer inside its print
 * area, so seeing one of these means a bug or a hand-made document.
 */
export const DESIGN_REFUSED_MESSAGES = {
  layer: 'This design has a layer the print area cannot hold. Move or shrink it and try again.',
  font: "This design uses a font the shop does not have. Pick one of the studio's fonts for that text and try again.",
  other: 'This design cannot be printed as it is. Undo your last change or start a new design, and try again.',
} as const;

/** A layer's place, size, turn or text: what the shopper can fix by moving or shrinking it. */
const LAYER_PROBLEM = /^sides\.(front|back)(\.\d+\.(x|y|width|height|rotation|content))?:/;

/** A text's font family that is not one of the picker's (a hand-made document, or a font since withdrawn). */
const FONT_PROBLEM = /^sides\.(front|back)\.\d+\.fontFamily:/;

/** The plain message for a refused design, from parseDesign's errors. */
export function designRefusedMessage(errors: readonly string[]): string {
  if (errors.some((error) => FONT_PROBLEM.test(error))) return DESIGN_REFUSED_MESSAGES.font;
  return errors.some((error) => LAYER_PROBLEM.test(error)) ? DESIGN_REFUSED_MESSAGES.layer : DESIGN_REFUSED_MESSAGES.other;
}

/** The JSON that is saved: plain data, so JSON.stringify is the whole serialiser. */
export function serialiseDesign(design: Design): string {
  return JSON.stringify(design);
}
