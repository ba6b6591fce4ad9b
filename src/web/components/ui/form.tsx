import { useEffect, useRef, type FormHTMLAttributes } from 'react';

/**
 * Hands React what the shopper typed into a server-rendered form before its scripts ran. React
 * keeps such text in the page when it hydrates a controlled input, but its state still holds the
 * server's empty value, so a submit would send nothing while the fields look filled. React also
 * took the typed text as the value it last saw, so an `input` event alone changes nothing: the
 * field is first set back to its rendered value through React's own watcher on `value`, then
 * given the typed text by the DOM's setter (which that watcher does not see), and an `input`
 * event makes React read the change.
 */
const isTypedInto = (field: Element): field is HTMLInputElement | HTMLTextAreaElement =>
  field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(field.type));

export function adoptEarlyInput(root: HTMLFormElement | HTMLElement): void {
  const fields = Array.from(root instanceof HTMLFormElement ? root.elements : root.querySelectorAll('input, textarea, select'));
  // A choice made in a list before hydration shows in the page while React's state holds the
  // server's: React reads a select on every `change` (no watcher on its value), so one event hands it over.
  for (const select of fields.filter((field): field is HTMLSelectElement => field instanceof HTMLSelectElement)) {
    const rendered = Array.from(select.options).find((option) => option.defaultSelected) ?? select.options[0];
    if (rendered && select.value !== rendered.value) select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  for (const field of fields.filter(isTypedInto)) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    field.value = field.defaultValue;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * The storefront's form: a `<form>` that keeps text typed and choices made before hydration (above). Its submit
 * buttons (ui/button) stay disabled until hydration, so Enter in a field cannot send the form the
 * browser's way (a GET with every field, a password too, in the address) before React handles it.
 */
export function Form(props: FormHTMLAttributes<HTMLFormElement>) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (ref.current) adoptEarlyInput(ref.current);
  }, []);
  return <form ref={ref} {...props} />;
}
