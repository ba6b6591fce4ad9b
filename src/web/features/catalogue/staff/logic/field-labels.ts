/**
 * The edit screens name a field by its label ('Price (M.R.P., ₹) must be…'), where the add-product
 * form keeps the spec's messages word for word ('price must be…'). The shared rules speak in the
 * spec's field names; this puts the label in their place.
 */
const LABELS: Record<string, string> = {
  name: 'Name',
  description: 'Description',
  price: 'Price (M.R.P., ₹)',
  discount: 'Discount (%)',
  finalPrice: 'Final price (₹)',
  category: 'Category',
  subCategory: 'Sub-category',
  returnPolicy: 'Return policy (days)',
  tags: 'Tags',
  hsn: 'HSN code',
  color: 'Colour',
  size: 'Size',
  stock: 'Stock',
  images: 'Images',
  sizes: 'Sizes',
  overview: 'Overview',
  features: 'Feature',
  materialAndCare: 'Material and care',
  value: 'Specification value',
};

/** The message with the spec's field name it starts with (or names, as in 'Each features entry') replaced by the field's label. */
export function labelled(message: string): string {
  const opening = /^([a-zA-Z]+)\b/.exec(message)?.[1];
  if (opening && LABELS[opening] && opening !== 'Each' && opening !== 'At') return LABELS[opening] + message.slice(opening.length);
  return message.replace(/^Each (features|materialAndCare|specifications) entry/, (_, name: string) => `Each ${(LABELS[name] ?? 'specification').toLowerCase()} entry`);
}

/** A field → message map with every message labelled. */
export const labelledErrors = (errors: Map<string, string>) => new Map([...errors].map(([field, message]) => [field, labelled(message)]));
