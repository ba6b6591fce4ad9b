import { unprintableCharacters } from '../../shared/printable-text';
import type { Design } from './design';

/**
 * The characters of a design's texts (both sides) that no print font can draw, each once.
 * The studio names them as the shopper types; the server refuses a design that has any, so
 * an order never prints empty boxes where the shopper saw letters.
 */
export function unprintableInDesign(design: Pick<Design, 'sides'>): string[] {
  const texts = [...design.sides.front, ...design.sides.back].flatMap((layer) => (layer.kind === 'text' ? [layer.content] : []));
  return unprintableCharacters(texts.join('\n'));
}
