import { createContext, useContext } from 'react';

/**
 * What the screens of one server render said about the page (its title and meta description,
 * or that it redirects elsewhere), collected while they render: effects do not run on the server, so
 * useDocumentTitle and useDocumentMeta also record here when a sink is given (entry-server.tsx).
 * In the browser there is none and they only set the document's head in their effects.
 */
export class HeadSink {
  title?: string;
  description?: string;
  /** Where a screen sent the shopper on its first render (answered as a redirect, not a page). */
  redirect?: string;

  /** The last screen to say wins, as document.title does in the browser. */
  record(values: { title?: string; description?: string }): void {
    if (values.title !== undefined) this.title = values.title;
    if (values.description !== undefined) this.description = values.description;
  }
}

export const HeadSinkContext = createContext<HeadSink | null>(null);

export function useHeadSink(): HeadSink | null {
  return useContext(HeadSinkContext);
}
