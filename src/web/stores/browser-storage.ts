/**
 * The browser's localStorage or sessionStorage, or undefined where the browser refuses it
 * (private modes, storage turned off): callers then work without remembering.
 */
export function browserStorage(kind: 'local' | 'session' = 'local'): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}
