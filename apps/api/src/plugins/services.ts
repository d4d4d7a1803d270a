import type { FastifyInstance } from 'fastify';

/**
 * Every area's service, by name. The interface is empty here on purpose:
 * each area's plugin (modules/<area>/<area>.plugin.ts) adds its own entry
 * (`declare module '../../plugins/services.ts'`), so no file lists them all
 * and no file imports every module.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Services {}

/**
 * Puts an area's service where the other areas, the routes and the tests
 * reach it (`app.services.<name>`). The registry object is the root's, so a
 * service provided inside the API scope is seen from the root too. Who
 * needs it declares the providing plugin's name in its `dependencies`, so
 * Fastify refuses a registration order that would read it before it is set.
 */
export function provide<K extends keyof Services>(
  app: FastifyInstance,
  name: K,
  service: Services[K],
): void {
  if (Object.hasOwn(app.services, name)) throw new Error(`service ${name} provided twice`);
  app.services[name] = service;
}
