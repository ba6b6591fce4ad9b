import { createContext, useContext } from 'react';

/**
 * What the screens of one server render said about the page's head (its title and meta
 * description), collected while they render: effects do not run on the server, so
 * useDocumentTitle and useDocumentMeta also record here when a sink is given (entry-server.tsx).
 * In the browser there is none and they only set the document's head in their effects.
 */
export class HeadSink {
  title?: string;
  description?: string;

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
