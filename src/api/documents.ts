import { API_BASE } from './client';

/** The address of a stored file (image, video) named by its document key (spec section 7). */
export function documentUrl(key: string): string {
  return `${API_BASE}/document/${encodeURIComponent(key)}`;
}
