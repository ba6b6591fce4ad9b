/** Text made safe inside HTML or XML (element content or a quoted attribute): & < > " ' as numeric character references, which both read. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
