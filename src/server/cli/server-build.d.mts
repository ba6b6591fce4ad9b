/** Builds dist/server/{main,start}.mjs when missing or stale; resolves to the bundle of `entry`. */
export function ensureServerBuilt(entry?: 'main' | 'start'): Promise<string>;
