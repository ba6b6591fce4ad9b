import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import type { PageUser, ServerData } from '../../api/server-render';
import type { components } from '../../api/schema.gen';
import { escapeHtml } from '../../shared/escape-html';

/**
 * What a route says about its server-rendered page besides its screen: the data of its first
 * paint and its head. Each route of the one route table (app/router.tsx) names its page load
 * beside its screen, as a lazy module the browser never loads; the server's render
 * (entry-server.tsx) runs it for the address it draws. A load only reads: it never redirects.
 */

/** A picture as its <img> asks for it: the same src, srcset and sizes, or the preload is not used. */
export interface HeroImage {
  src: string;
  srcSet: string;
  sizes: string;
}

/** A link preview's picture (the 1200x630 card a chat app shows large). */
export interface PageImage {
  url: string;
  width: number;
  height: number;
  /** Its words for screen readers; the page's title when left out. */
  alt?: string;
}

/** What the page's head says beyond the title and description its screen records (HeadSink). */
export interface PageHead {
  /** The canonical address when not the one asked for: its path and query ('?tab=...'). */
  canonical?: { path?: string; query?: string };
  /** Wins over the screen's own description. */
  description?: string;
  ogType?: 'website' | 'product';
  image?: PageImage;
  /** Tags right after the description (a product's price). */
  meta?: string[];
  robots?: string;
  /** JSON-LD objects, or script elements already made (the product's, with the id the browser replaces). */
  jsonLd?: unknown[];
}

/** What a page load found: the page's status, the picture of its first screen, its head. */
export interface PageFacts {
  status: number;
  /** The page's largest picture on a phone (its LCP element), preloaded from the head. */
  hero?: HeroImage;
  head?: PageHead;
}

export interface PageContext {
  /** This request's query client: what the screen draws first goes in here. */
  client: QueryClient;
  url: URL;
  params: Params;
  data: ServerData;
  /** The shop's own absolute address of a path (for canonical, og:url, JSON-LD). */
  absolute(path: string): string;
}

export interface RoutePage {
  /** Puts what the screen draws first into the query client, and says what the page is. */
  load?(context: PageContext): Promise<PageFacts>;
  /** A signed-in shopper's own data the screen draws first; their cart is in every page already (entry-server.tsx). */
  loadForShopper?(context: PageContext, shopper: { user: PageUser; cart: components['schemas']['Cart'] }): Promise<void>;
}

export function meta(attribute: 'name' | 'property', key: string, value: string | number): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}">`;
}
