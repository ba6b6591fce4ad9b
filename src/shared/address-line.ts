/**
 * The delivery address on one line, adding the city and state only when the shopper's address
 * does not already name them ('12 Arera Colony, Bhopal' + Bhopal, Madhya Pradesh ->
 * '12 Arera Colony, Bhopal, Madhya Pradesh').
 */
export function deliveryAddressLine(address: string, city?: string | null, state?: string | null): string {
  const parts = [address.trim()];
  const named = (part: string) => parts.some((given) => new RegExp(`(^|[\\s,])${escapeRegExp(part)}($|[\\s,.])`, 'i').test(given));
  for (const part of [city, state]) {
    const value = part?.trim();
    if (value && !named(value)) parts.push(value);
  }
  return parts.filter(Boolean).join(', ');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
