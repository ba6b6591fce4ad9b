import { describe, expect, it } from 'vitest';
import { createDesignStore } from '../../engine/design-store';
import { selectLayer, selectLayers } from '../../engine/commands/select-layer';
import { formatShortcut, matchesShortcut, parseShortcut, routeKeyPress, type KeyPress } from './key-manager';
import { BIG_NUDGE_UNITS, NUDGE_UNITS, STUDIO_BINDINGS } from './use-studio-shortcuts';
import { sampleDesign } from '../../engine/test-support/fixtures';

const press = (key: string, modifiers: Partial<KeyPress> = {}) => {
  let prevented = false;
  return {
    key,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...modifiers,
    preventDefault: () => {
      prevented = true;
    },
    get prevented() {
      return prevented;
    },
  };
};

describe('key manager', () => {
  it('parses every key a studio command declares', () => {
    for (const binding of STUDIO_BINDINGS) {
      expect(binding.keys.length, binding.id).toBeGreaterThan(0);
      for (const key of binding.keys) expect(parseShortcut(key), key).not.toBeNull();
    }
    expect(parseShortcut('Hyper+Z')).toBeNull();
  });

  it('matches modifiers exactly, Ctrl or Cmd as Mod, letters in either case', () => {
    expect(matchesShortcut(press('z', { ctrlKey: true }), parseShortcut('Mod+Z'))).toBe(true);
    expect(matchesShortcut(press('z', { metaKey: true }), parseShortcut('Mod+Z'))).toBe(true);
    expect(matchesShortcut(press('Z', { metaKey: true, shiftKey: true }), parseShortcut('Shift+Mod+Z'))).toBe(true);
    expect(matchesShortcut(press('Z', { metaKey: true, shiftKey: true }), parseShortcut('Mod+Z'))).toBe(false);
    expect(matchesShortcut(press('Delete', { ctrlKey: true }), parseShortcut('Delete'))).toBe(false);
    expect(matchesShortcut(press('t'), parseShortcut('T'))).toBe(true);
  });

  it('shows a shortcut as the tooltips did', () => {
    expect(formatShortcut('Mod+Z', false)).toBe('Ctrl+Z');
    expect(formatShortcut('Shift+Mod+Z', false)).toBe('Shift+Ctrl+Z');
    expect(formatShortcut('Mod+Z', true)).toBe('⌘Z');
    expect(formatShortcut('Shift+Mod+Z', true)).toBe('Shift+⌘Z');
  });
});

describe('studio bindings', () => {
  it('T adds text; Ctrl+Z takes it back and Shift+Ctrl+Z or Ctrl+Y brings it again', () => {
    const store = createDesignStore(sampleDesign());
    const texts = () => store.getState().design.sides.front.filter((layer) => layer.kind === 'text').length;
    expect(routeKeyPress(STUDIO_BINDINGS, press('t'), store)).toBe(true);
    expect(texts()).toBe(2);
    const undo = press('z', { ctrlKey: true });
    routeKeyPress(STUDIO_BINDINGS, undo, store);
    expect(undo.prevented).toBe(true);
    expect(texts()).toBe(1);
    routeKeyPress(STUDIO_BINDINGS, press('Z', { ctrlKey: true, shiftKey: true }), store);
    expect(texts()).toBe(2);
    routeKeyPress(STUDIO_BINDINGS, press('z', { metaKey: true }), store);
    routeKeyPress(STUDIO_BINDINGS, press('y', { ctrlKey: true }), store);
    expect(texts()).toBe(2);
  });

  it('the arrows move the selected layer 1 px (Shift: 10 px), Escape lets go, Delete removes', () => {
    const store = createDesignStore(sampleDesign());
    const left = press('ArrowLeft');
    expect(routeKeyPress(STUDIO_BINDINGS, left, store)).toBe(false);
    expect(left.prevented).toBe(false);

    store.run(selectLayer, { id: 'graphic-2' });
    const at = () => store.getState().design.sides.front.find((layer) => layer.id === 'graphic-2');
    const { x, y } = at()!;
    routeKeyPress(STUDIO_BINDINGS, press('ArrowLeft'), store);
    routeKeyPress(STUDIO_BINDINGS, press('ArrowDown', { shiftKey: true }), store);
    expect(at()).toMatchObject({ x: x - NUDGE_UNITS, y: y + BIG_NUDGE_UNITS });
    expect(routeKeyPress(STUDIO_BINDINGS, press('ArrowLeft', { altKey: true }), store)).toBe(false);

    routeKeyPress(STUDIO_BINDINGS, press('Escape'), store);
    expect(store.getState().selectedId).toBeNull();
    expect(routeKeyPress(STUDIO_BINDINGS, press('Delete'), store)).toBe(false);
    expect(at()).toBeDefined();

    store.run(selectLayer, { id: 'graphic-2' });
    routeKeyPress(STUDIO_BINDINGS, press('Backspace'), store);
    expect(at()).toBeUndefined();
  });

  it('with several selected, the arrows move them all, Ctrl+D copies them and Ctrl+Shift+L locks them', () => {
    const store = createDesignStore(sampleDesign());
    const duplicate = press('d', { ctrlKey: true });
    // Nothing selected: Ctrl+D stays the browser's.
    expect(routeKeyPress(STUDIO_BINDINGS, duplicate, store)).toBe(false);
    expect(duplicate.prevented).toBe(false);
    store.run(selectLayers, { ids: ['text-1', 'graphic-2'] });
    const before = store.getState().design.sides.front;
    routeKeyPress(STUDIO_BINDINGS, press('ArrowRight', { shiftKey: true }), store);
    expect(store.getState().design.sides.front.map((l) => l.x)).toEqual(before.map((l) => l.x + BIG_NUDGE_UNITS));
    expect(routeKeyPress(STUDIO_BINDINGS, press('d', { metaKey: true }), store)).toBe(true);
    expect(store.getState().design.sides.front).toHaveLength(4);
    expect(store.getState().selectedIds).toEqual(['text-3', 'graphic-4']);
    routeKeyPress(STUDIO_BINDINGS, press('L', { ctrlKey: true, shiftKey: true }), store);
    expect(store.getState().design.sides.front.slice(2).every((l) => l.locked === true)).toBe(true);
    // Locked, they stay put and Delete keeps them.
    routeKeyPress(STUDIO_BINDINGS, press('Delete'), store);
    expect(store.getState().design.sides.front).toHaveLength(4);
  });
});
