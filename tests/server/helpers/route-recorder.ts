// Lists the routes the app registers, through an onRoute hook on every Fastify instance the test file creates.
import type { FastifyInstance, RouteOptions } from 'fastify';

type FastifyFactory = (...args: unknown[]) => FastifyInstance;

const registered: RouteOptions[] = [];

/**
 * The fastify module with its factory wrapped to record each route, for `vi.mock('fastify', ...)` (buildApp creates
 * its own instance, so a hook can only be added where the instance is made).
 */
export function withRouteRecording<M extends { default: unknown }>(original: M): M {
  const factory = original.default as FastifyFactory;
  const recording: FastifyFactory = (...args) => {
    const app = factory(...args);
    app.addHook('onRoute', (route) => {
      registered.push(route);
    });
    return app;
  };
  Object.assign(recording, factory);
  return { ...original, default: recording, fastify: recording };
}

/** A POST route that validates its body against a schema. */
export interface BodyRoute {
  url: string;
  bodySchema: unknown;
}

/** Every POST route registered so far that has a body schema, once each, in registration order. */
export function postRoutesWithBody(): BodyRoute[] {
  const routes = new Map<string, BodyRoute>();
  for (const route of registered) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const body = route.schema?.body;
    if (methods.includes('POST') && body !== undefined) routes.set(route.url, { url: route.url, bodySchema: body });
  }
  return [...routes.values()];
}

/** Every route registered so far whose call declares how it uses the borrower's session, once per method and URL. */
export function sessionGuardedRoutes(): { method: string; url: string }[] {
  const routes = new Map<string, { method: string; url: string }>();
  for (const route of registered) {
    if (!route.config?.session) continue;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.set(`${method} ${route.url}`, { method, url: route.url });
  }
  return [...routes.values()];
}
