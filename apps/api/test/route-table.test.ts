import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { API_BASE, apiPaths } from '@app/contract';
import { createTestApp, type TestContext } from './helpers.ts';

// The fuzz suite, the permission matrix, the mass-assignment check and the
// audit coverage all read their operations from the OpenAPI document
// (/api/docs/json). That is only as good as the document: a route left out of
// it (schema.hide, or registered where @fastify/swagger does not see it) would
// be tested by none of them. So here Fastify's own route table, collected
// with an onRoute hook from the moment the instance is made, is compared with
// the document: every API route is in it, with a schema, and the document
// names no route that does not exist.

// Fastify announces every new instance on this channel before any plugin
// loads, so the hook below sees every route, ours and the plugins'.
const INIT = 'fastify.initialization';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type Seen = { method: string; url: string; schema?: Record<string, unknown> };
type Doc = { paths: Record<string, Partial<Record<string, unknown>>> };

const toDocPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const isApi = (url: string) => url === API_BASE || url.startsWith(`${API_BASE}/`);

let open: TestContext | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

/** Builds the app as the tests do, recording every route Fastify registers. */
async function appAndRoutes(tamper?: (route: RouteOptions) => void) {
  const seen: Seen[] = [];
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      tamper?.(route);
      for (const method of [route.method].flat())
        seen.push({ method, url: route.url, schema: route.schema as Seen['schema'] });
    });
  };
  subscribe(INIT, onInit);
  try {
    open = await createTestApp();
  } finally {
    unsubscribe(INIT, onInit);
  }
  const doc = (await open.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Doc;
  return { seen, doc };
}

/** What is wrong between the route table and the document; empty when they agree. */
function problems(seen: Seen[], doc: Doc): string[] {
  const out: string[] = [];
  const documented = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths))
    for (const m of METHODS) if (item[m]) documented.add(`${m.toUpperCase()} ${path}`);
  const routed = new Set<string>();
  for (const { method, url, schema } of seen) {
    // HEAD routes are Fastify's automatic twins of GET; OPTIONS has none here.
    if (method === 'HEAD' || method === 'OPTIONS') continue;
    // The docs themselves (Swagger UI, json, yaml) are not API operations.
    if (url === '/api/docs' || url.startsWith('/api/docs/')) continue;
    if (!isApi(url)) {
      // The web app may have routes of its own, never under /api.
      if (url === '/api' || url.startsWith('/api/'))
        out.push(`${method} ${url}: outside ${API_BASE}`);
      continue;
    }
    const key = `${method} ${toDocPath(url)}`;
    routed.add(key);
    if (!documented.has(key)) out.push(`${key}: not in the OpenAPI document`);
    if (!schema || typeof schema.summary !== 'string' || !schema.summary.trim())
      out.push(`${key}: no schema (or no summary) declared`);
  }
  for (const key of documented)
    if (!routed.has(key))
      out.push(`${key}: in the OpenAPI document, but Fastify has no such route`);
  return out;
}

describe('the route table and the OpenAPI document', () => {
  it('agree: every API route is documented, with a schema, and nothing else is', async () => {
    const { seen, doc } = await appAndRoutes();
    const api = seen.filter((r) => isApi(r.url) && r.method !== 'HEAD');
    // Sanity: the hook saw the app being built (the channel works) and every route.
    expect(api.length).toBeGreaterThan(60);
    expect(api.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        `GET ${API_BASE}/health`,
        `POST ${API_BASE}/auth/login`,
        `PUT ${API_BASE}/customer/:id`,
        `POST ${API_BASE}/careteam/:id/picture`,
      ]),
    );
    expect(problems(seen, doc)).toEqual([]);
  });

  // The contract's endpoint table (paths.ts) is what the web client builds
  // its URLs from: a route missing from it, or a path in it that no route
  // serves, would be a URL one side made up.
  it("registers exactly the paths of the contract's endpoint table", async () => {
    const { seen } = await appAndRoutes();
    const routed = new Set(
      seen
        .filter((r) => isApi(r.url) && r.method !== 'HEAD' && r.method !== 'OPTIONS')
        .map((r) => r.url.slice(API_BASE.length)),
    );
    const table = new Set<string>(apiPaths());
    expect(
      [...routed].filter((p) => !table.has(p)),
      'routes not in the table',
    ).toEqual([]);
    expect(
      [...table].filter((p) => !routed.has(p)),
      'table paths no route serves',
    ).toEqual([]);
  });

  it('catches a route hidden from the document, and one without a schema', async () => {
    const hidden = `${API_BASE}/settings`;
    const bare = `${API_BASE}/places`;
    const { seen, doc } = await appAndRoutes((route) => {
      if (route.url === hidden && route.method === 'GET')
        route.schema = { ...route.schema, hide: true };
      if (route.url === bare && route.method === 'GET') route.schema = undefined;
    });
    expect(problems(seen, doc)).toEqual([
      `GET ${hidden}: not in the OpenAPI document`,
      `GET ${bare}: no schema (or no summary) declared`,
    ]);
  });

  it('catches an API route registered outside /api/v1', () => {
    const doc: Doc = { paths: {} };
    expect(
      problems([{ method: 'GET', url: '/api/v2/things', schema: { summary: 'x' } }], doc),
    ).toEqual(['GET /api/v2/things: outside /api/v1']);
    expect(problems([{ method: 'GET', url: '/about' }], doc)).toEqual([]);
  });
});
