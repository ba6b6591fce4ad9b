import { addText } from '../../../../engine/commands/add-text';
import { createEditorState } from '../../../../engine/editor-state';
import { createDesign } from '../../../../engine/model/defaults';
import type { Design, Garment } from '../../../../engine/model/design';
import { parseDesign, serialiseDesign } from '../../../../engine/model/validate';

/** Where a visitor's design is kept between visits (one draft, whichever garment). */
export const DRAFT_STORAGE_KEY = 'bhopal-threads.studio.draft';

interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The saved draft if there is a valid one (migrated to the current version), else a new
 * design: the spec's default text on the front, in the first colour offered.
 */
export function loadDraft(storage: DraftStorage | undefined, garment: Garment, firstColour: string | undefined): Design {
  try {
    const raw = storage?.getItem(DRAFT_STORAGE_KEY);
    if (raw) {
      const parsed = parseDesign(JSON.parse(raw));
      if (parsed.ok) return parsed.design;
    }
  } catch {
    // Unreadable storage or JSON: start afresh rather than fail the studio.
  }
  return blankDesign(garment, firstColour);
}

/** A new design: the spec's default text ('Your Text', black, 20 px, bold) on the front, in the first colour offered. */
export function blankDesign(garment: Garment, firstColour: string | undefined): Design {
  const blank = createDesign(firstColour ?? 'white', garment);
  return addText.perform(createEditorState(blank), undefined).design;
}

/** Whether this browser keeps a draft: the studio offers templates only to a shopper starting afresh. */
export function hasDraft(storage: DraftStorage | undefined): boolean {
  try {
    return Boolean(storage?.getItem(DRAFT_STORAGE_KEY));
  } catch {
    return false;
  }
}

/** Keeps the draft; a full or blocked storage only loses the draft, never the studio. */
export function saveDraft(storage: DraftStorage | undefined, design: Design) {
  try {
    storage?.setItem(DRAFT_STORAGE_KEY, serialiseDesign(design));
  } catch {
    // Private mode or quota: the design still lives for this visit.
  }
}
