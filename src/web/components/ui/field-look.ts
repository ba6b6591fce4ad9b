import type { TextFieldClasses } from './text-field';
import look from './text-field.module.css';

/**
 * A form's own classes with the shop's text-field look (text-field.module.css) set beside its
 * `field`, `label` and `input`: the result is what the form passes to TextField as `classes`
 * and uses for its other fields. The look's stylesheet and the form's are separate files whose
 * order on a page is not fixed (the server links a screen's CSS before its chunks'): a form's rule
 * that changes a property the look sets must be more specific than the look's.
 */
export function withFieldLook<T extends TextFieldClasses>(classes: T): T {
  const both = (name: 'field' | 'label' | 'input') => [look[name], classes[name]].filter(Boolean).join(' ');
  // The form's module as the prototype, not spread: a module's object need not hold its classes
  // as own keys (Vitest's stand-in for a stylesheet it does not process answers any name).
  return Object.assign(Object.create(classes) as T, { field: both('field'), label: both('label'), input: both('input') });
}
