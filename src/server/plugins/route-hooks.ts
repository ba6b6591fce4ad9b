import type { RouteOptions } from 'fastify';

type HookName = 'preParsing' | 'onResponse';

/**
 * Adds a hook to one route as it is registered (in an onRoute hook), after any it already has:
 * only that route's requests run it, where an app-wide hook would run for every request and
 * then ask which route it is.
 */
export function appendRouteHook<K extends HookName>(route: RouteOptions, name: K, hook: NonNullable<RouteOptions[K]> extends (infer H)[] | infer H ? H : never): void {
  const own = route[name] as unknown;
  (route as unknown as Record<HookName, unknown[]>)[name] = own === undefined ? [hook] : [...(Array.isArray(own) ? own : [own]), hook];
}
