import { DESIGN_VERSION } from './design';
import { DEFAULT_TEXT } from './text-options';
import { NEW_GRAPHIC_SIZE } from './defaults';
import { displayPxToUnits, UNITS_PER_INCH } from './units';

/**
 * Versioned migrations of the saved JSON, tldraw-style: `MIGRATIONS[n]` turns a version-n
 * document into version n + 1. Migrations are lenient (they fill and convert, never judge);
 * parseDesign validates the result, so a broken old document is refused with the validator's
 * messages rather than half-migrated silently.
 */
type Migration = (doc: Record<string, unknown>) => Record<string, unknown>;

export type MigrationResult = { ok: true; value: unknown } | { ok: false; errors: string[] };

/**
 * Version 0 is the spec's original customiser state: per side one text block
 * {content, color, fontSize, fontWeight, fontStyle, x, y} and a list of placed graphics
 * {id, src, x, y} always drawn at 70 x 70 px, all in the original canvas's display pixels.
 */
const MIGRATIONS: Record<number, Migration> = {
  0: (doc) => {
    const sidesIn = isRecord(doc.sides) ? doc.sides : doc;
    const used = new Set<string>();
    const uniqueId = (wanted: string): string => {
      let id = wanted;
      for (let n = 2; used.has(id); n++) id = `${wanted}-${n}`;
      used.add(id);
      return id;
    };
    const side = (value: unknown, textId: string): unknown[] => {
      if (!isRecord(value)) return [];
      const graphics = Array.isArray(value.graphics) ? value.graphics : [];
      const layers: unknown[] = graphics.map((g: unknown, index) => {
        const graphic = isRecord(g) ? g : {};
        return {
          id: uniqueId(graphic.id === undefined ? `graphic-${index + 1}` : String(graphic.id)),
          kind: 'graphic',
          src: graphic.src,
          x: px(graphic.x),
          y: px(graphic.y),
          width: NEW_GRAPHIC_SIZE,
          height: NEW_GRAPHIC_SIZE,
          rotation: 0,
        };
      });
      const text = isRecord(value.text) ? value.text : null;
      // An empty text block printed nothing in version 0, so it does not become a layer.
      if (text && typeof text.content === 'string' && text.content.trim() !== '') {
        layers.push({
          id: uniqueId(textId),
          kind: 'text',
          content: text.content,
          color: normaliseColor(text.color),
          fontSize: parseFontSize(text.fontSize),
          fontWeight: text.fontWeight ?? DEFAULT_TEXT.fontWeight,
          fontStyle: text.fontStyle ?? DEFAULT_TEXT.fontStyle,
          x: px(text.x),
          y: px(text.y),
          rotation: 0,
          // Version 0 text had no box; half the 12 in width matches a new text box.
          width: 6 * UNITS_PER_INCH,
        });
      }
      return layers;
    };
    return {
      version: 1,
      garment: typeof doc.garment === 'string' ? doc.garment.toLowerCase().replace('-', '') : 'tshirt',
      color: doc.color,
      size: doc.size ?? 'M',
      sides: { front: side(sidesIn.front, 'text-front'), back: side(sidesIn.back, 'text-back') },
    };
  },
  // Version 2 added the optional text effects (text-effects.ts); a version-1 document has none,
  // so it opens exactly as it was drawn.
  1: (doc) => ({ ...doc, version: 2 }),
  // Version 3 added the optional layer lock (design.ts); a version-2 layer has none, so it opens
  // unlocked. The number moves so that an older shop meets a locked layer as a newer version it
  // names, not as an unknown field.
  2: (doc) => ({ ...doc, version: 3 }),
};

/** Brings a saved document of any known version up to DESIGN_VERSION; an absent version means 0. */
export function migrateDesign(json: unknown): MigrationResult {
  if (!isRecord(json)) return { ok: false, errors: ['design must be a JSON object'] };
  const version = json.version ?? 0;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    return { ok: false, errors: [`version: unknown design version ${JSON.stringify(version)}`] };
  }
  if (version > DESIGN_VERSION) {
    return { ok: false, errors: [`version: design version ${version} is newer than this shop supports (${DESIGN_VERSION})`] };
  }
  let doc = json;
  for (let v = version; v < DESIGN_VERSION; v++) {
    const step = MIGRATIONS[v];
    if (!step) return { ok: false, errors: [`version: no migration from version ${v}`] };
    doc = step(doc);
  }
  return { ok: true, value: doc };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Display px to print units; non-numbers pass through for the validator to refuse. */
function px(value: unknown): unknown {
  return typeof value === 'number' ? displayPxToUnits(value) : value;
}

function parseFontSize(value: unknown): unknown {
  if (value === undefined) return DEFAULT_TEXT.fontSize;
  // The original kept sizes as CSS strings ('20px').
  if (typeof value === 'string') return Number.parseFloat(value);
  return value;
}

// The original colour picker could store CSS names; the few it offered are mapped here.
const NAMED_COLORS: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  yellow: '#ffff00',
  orange: '#ffa500',
  purple: '#800080',
  pink: '#ffc0cb',
  grey: '#808080',
  gray: '#808080',
};

function normaliseColor(value: unknown): unknown {
  if (value === undefined) return DEFAULT_TEXT.color;
  if (typeof value !== 'string') return value;
  const lower = value.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(lower);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  return NAMED_COLORS[lower] ?? lower;
}
