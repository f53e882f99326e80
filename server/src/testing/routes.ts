/** Every registered route as "METHOD /url" with a URL a request can be sent to. */
import type { FastifyInstance, HTTPMethods } from 'fastify';

export interface RouteEntry {
  method: HTTPMethods;
  /** The route's pattern as registered. */
  url: string;
  /** The pattern with each :param as 1 and each * as "matrix", so the request matches this route. */
  target: string;
  /** "GET /sky/getTreeMenu"; a HEAD that Fastify added for a GET is keyed by that GET. */
  key: string;
  permission: string | undefined;
  public: boolean;
}

export function concreteUrl(pattern: string): string {
  return pattern.replace(/:[A-Za-z_]\w*/g, '1').replace(/\*/g, 'matrix');
}

export function routeEntries(app: FastifyInstance): RouteEntry[] {
  const entries: RouteEntry[] = [];
  for (const route of app.registeredRoutes) {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]) as HTTPMethods[];
    for (const method of methods) {
      entries.push({
        method,
        url: route.url,
        target: concreteUrl(route.url),
        key: `${method} ${route.url}`,
        permission: typeof route.config?.permission === 'string' ? route.config.permission : undefined,
        public: route.config?.public === true,
      });
    }
  }
  const gets = new Set(entries.filter((e) => e.method === 'GET').map((e) => e.url));
  return entries.map((e) => (e.method === 'HEAD' && gets.has(e.url) ? { ...e, key: `GET ${e.url}` } : e));
}
