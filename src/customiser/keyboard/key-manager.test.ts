import { describe, expect, it } from 'vitest';
import { createDesignStore } from '../../engine/design-store';
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

    store.run({ id: 'pick', label: 'Pick', perform: (state) => ({ ...state, selectedId: 'graphic-2' }) }, undefined);
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

    store.run({ id: 'pick', label: 'Pick', perform: (state) => ({ ...state, selectedId: 'graphic-2' }) }, undefined);
    routeKeyPress(STUDIO_BINDINGS, press('Backspace'), store);
    expect(at()).toBeUndefined();
  });
});
