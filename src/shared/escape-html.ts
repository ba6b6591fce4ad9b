/** Text made safe inside HTML (element content or a quoted attribute): & < > " ' as character references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
