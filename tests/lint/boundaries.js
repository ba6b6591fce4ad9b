// @ts-check
// The import boundaries of style.md as one ESLint rule: `no-restricted-paths`, with the same
// zone options as eslint-plugin-import-x's rule of that name. We keep our own because
// import-x's resolver (unrs-resolver) lists native bindings that the npm registry we install
// from does not hold, which breaks `npm ci`. Only relative and `src/` specifiers can cross a
// boundary in this project (no path aliases), so resolving them needs no resolver.
import { dirname, relative, resolve, sep } from 'node:path';

/** @param {string} child @param {string} parent */
const isInside = (child, parent) => {
  const path = relative(parent, child);
  return path === '' || (!path.startsWith('..') && !path.startsWith(sep) && path !== '..');
};

/** @type {import('eslint').Rule.RuleModule} */
const noRestrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports across the architecture boundaries of style.md.' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { type: 'string' },
                from: { type: 'string' },
                except: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['target', 'from'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const root = context.cwd;
    /** @type {{ target: string, from: string, except?: string[], message?: string }[]} */
    const zones = context.options[0]?.zones ?? [];
    const file = context.filename;
    const active = zones.filter((zone) => isInside(file, resolve(root, zone.target)));
    if (active.length === 0) return {};

    /** @param {import('estree').Node & { source?: unknown }} node */
    const check = (node) => {
      const source = /** @type {{ value?: unknown } | null | undefined} */ (node.source);
      if (!source || typeof source.value !== 'string') return;
      const specifier = source.value;
      let imported;
      if (specifier.startsWith('.')) imported = resolve(dirname(file), specifier);
      else if (specifier.startsWith('src/')) imported = resolve(root, specifier);
      else return;
      for (const zone of active) {
        const from = resolve(root, zone.from);
        if (!isInside(imported, from)) continue;
        const excepted = (zone.except ?? []).some((except) => isInside(imported, resolve(from, except)));
        if (excepted) continue;
        context.report({
          node: /** @type {import('estree').Node} */ (source),
          message: `Unexpected path "${specifier}" imported in restricted zone. ${zone.message ?? ''}`.trim(),
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'no-restricted-paths': noRestrictedPaths } };
