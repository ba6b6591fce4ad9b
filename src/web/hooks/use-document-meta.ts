import { useEffect } from 'react';
import { useHeadSink } from './head-sink';
import { documentTitle } from './use-document-title';

export interface DocumentMeta {
  /** The screen's name; the tab title becomes 'Name · Bhopal Threads' (the shop's name alone when absent). */
  title?: string;
  /** One or two sentences for search results and link previews: `<meta name="description">`. */
  description: string;
}

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/**
 * Sets the tab title and the meta description while the calling screen is shown. On leaving,
 * the description goes back to what it was (the shop-wide text of index.html), so that a screen
 * without its own never keeps the previous screen's. React runs the old screen's cleanup before
 * the new screen's effect, so the new one's text wins.
 */
export function useDocumentMeta({ title, description }: DocumentMeta): void {
  // On the server (no effects) both are recorded for the page's head.
  useHeadSink()?.record({ title: documentTitle(title), description });
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  useEffect(() => {
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
}
