/**
 * The studio's key manager (Excalidraw's pattern): key presses are routed from a list of
 * bindings, each naming a command and the keys that command declares, never from key codes
 * written out by hand. A shortcut is written `Mod+Shift+Z`: Mod is Ctrl, or Cmd on Apple
 * keyboards; the modifiers must match exactly, so Ctrl+Delete is not Delete.
 */

export interface Shortcut {
  readonly mod: boolean;
  readonly shift: boolean;
  readonly alt: boolean;
  /** `KeyboardEvent.key`, lower-cased when it is one character. */
  readonly key: string;
}

/** The part of a keyboard event the manager reads (a DOM KeyboardEvent has all of it). */
export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

const normaliseKey = (key: string) => (key.length === 1 ? key.toLowerCase() : key);

/** The shortcut a name stands for, or null when the name is not one (a unit test checks every command's). */
export function parseShortcut(name: string): Shortcut | null {
  const parts = name.split('+');
  const key = parts.pop();
  if (!key || parts.some((part) => !['Mod', 'Shift', 'Alt'].includes(part))) return null;
  return { mod: parts.includes('Mod'), shift: parts.includes('Shift'), alt: parts.includes('Alt'), key: normaliseKey(key) };
}

export function matchesShortcut(press: KeyPress, shortcut: Shortcut | null): boolean {
  return (
    shortcut !== null &&
    normaliseKey(press.key) === shortcut.key &&
    (press.ctrlKey || press.metaKey) === shortcut.mod &&
    press.shiftKey === shortcut.shift &&
    press.altKey === shortcut.alt
  );
}

/** A shortcut as a tooltip shows it: `Shift+Ctrl+Z`, or `Shift+⌘Z` on Apple keyboards. */
export function formatShortcut(name: string, apple: boolean): string {
  return name
    .split('+')
    .map((part) => (part === 'Mod' ? (apple ? '⌘' : 'Ctrl+') : part.length === 1 ? part.toUpperCase() : `${part}+`))
    .join('')
    .replace(/\+$/, '');
}

/**
 * One command as the key manager sees it: the keys it declares, whether it applies now, and how
 * to run it for the key that matched (the key can carry an argument, as the arrows carry a
 * direction).
 */
export interface KeyBinding<Context> {
  readonly id: string;
  readonly keys: readonly string[];
  enabled(context: Context): boolean;
  run(context: Context, key: string): void;
  /** Whether the browser's own action for the key is stopped (default true). */
  readonly preventDefault?: boolean;
}

/**
 * Routes one key press to the first binding that declares it and applies now. Returns whether
 * a binding took the press.
 */
export function routeKeyPress<Context>(bindings: readonly KeyBinding<Context>[], press: KeyPress & { preventDefault(): void }, context: Context): boolean {
  for (const binding of bindings) {
    const key = binding.keys.find((name) => matchesShortcut(press, parseShortcut(name)));
    if (key === undefined || !binding.enabled(context)) continue;
    if (binding.preventDefault !== false) press.preventDefault();
    binding.run(context, key);
    return true;
  }
  return false;
}
