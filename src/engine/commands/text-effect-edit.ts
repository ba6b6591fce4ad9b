import type { EditorState } from '../editor-state';
import type { TextLayer } from '../model/design';
import type { TextEffects } from '../model/text-effects';
import { updateLayer } from './layer-edit';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Changes one effect of a text layer (graphics and images are left alone), kept inside the
 * print area like every edit. An effect at its "none" value is dropped from the layer rather
 * than saved, so a text whose effects were all undone by hand saves as it did before them.
 */
export function setTextEffect<K extends keyof TextEffects>(state: EditorState, id: string, key: K, value: TextEffects[K] | undefined): EditorState {
  return updateLayer(state, id, (layer) => {
    if (layer.kind !== 'text') return layer;
    const next: Mutable<TextLayer> = { ...layer };
    if (value === undefined) delete next[key];
    else next[key] = value as TextLayer[K];
    return next;
  });
}

/** The text layer with this id on either side, or null (a graphic, or no layer). */
export function textLayerOf(state: EditorState, id: string): TextLayer | null {
  const layer = state.design.sides.front.find((l) => l.id === id) ?? state.design.sides.back.find((l) => l.id === id);
  return layer?.kind === 'text' ? layer : null;
}
