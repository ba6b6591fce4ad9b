import type { z } from 'zod';

/**
 * The one form every validation rule takes: a zod schema whose issues carry the spec's message
 * and the field they are about (the issue's path, joined with dots). The server's services and
 * the web forms read the same schema through these two helpers.
 */

/** Each failing field's first message, keyed by field (`variants.1.color` for a nested one), in the order the schema reports them. */
export function fieldErrors<F extends string>(schema: z.ZodType, values: unknown): Partial<Record<F, string>> {
  const result = schema.safeParse(values);
  const errors: Partial<Record<F, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') as F;
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** A form's one message and the fields it is about (marked invalid, the first focused). */
export interface FormProblem<F extends string> {
  message: string;
  fields: F[];
}

/**
 * For a form that shows one message at a time: the message of the highest rank (its place in
 * `ranking`) among the failing fields, with every field that fails with it.
 */
export function firstProblem<F extends string>(schema: z.ZodType, values: unknown, ranking: readonly string[]): FormProblem<F> | null {
  const errors = Object.entries(fieldErrors<F>(schema, values)) as [F, string][];
  if (errors.length === 0) return null;
  const rank = (message: string) => {
    const at = ranking.indexOf(message);
    return at === -1 ? ranking.length : at;
  };
  const message = errors.map(([, text]) => text).reduce((best, text) => (rank(text) < rank(best) ? text : best));
  return { message, fields: errors.filter(([, text]) => text === message).map(([field]) => field) };
}

/** For a form that stops at the first problem: the schema's output, or the first failing field's message. */
export function parsedOrFirstMessage<S extends z.ZodType>(schema: S, values: unknown): { ok: true; value: z.output<S> } | { ok: false; message: string } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? 'Invalid input.' };
}
