import { z } from 'zod';
import { API_BASE, failureSchema } from '@app/contract';

// What the OpenAPI document (/api/docs/json) says beyond the routes' own
// schemas, added to every operation from facts every route has (its method,
// path, and auth config), so a route added tomorrow is covered without
// touching it: a stable operationId, and the failure answers it can give,
// each the one API.md envelope (`failureSchema` of the contract).

/** The failure answers the API gives (API.md, "Status codes"), by status. */
export const FAILURES = {
  400: {
    name: 'BadRequest',
    description:
      'The input is malformed or invalid (schema, rule, JSON, a NUL character, an over-long address); validation failures name each field in `details`',
  },
  401: {
    name: 'Unauthorized',
    description:
      'No session, or an expired or revoked one; on /auth/*, a wrong e-mail and password pair or code',
  },
  403: {
    name: 'Forbidden',
    description:
      'Signed in but not allowed: a role this route does not admit, or another partner id',
  },
  404: { name: 'NotFound', description: 'No record has this id' },
  409: {
    name: 'Conflict',
    description:
      'A conflict: a duplicate, a stale `updatedAt`, a status already changed, or the same Idempotency-Key still in flight',
  },
  413: {
    name: 'PayloadTooLarge',
    description: 'The body is too large: over 1 MiB (sign-in bodies: a few KiB; a picture: 5 MB)',
  },
  415: {
    name: 'UnsupportedMediaType',
    description: 'The body is not JSON (an upload is not a picture)',
  },
  422: {
    name: 'UnprocessableEntity',
    description: 'The Idempotency-Key was used before with another payload',
  },
  429: {
    name: 'TooManyRequests',
    description: 'Too many attempts; try again after `Retry-After` seconds',
  },
} as const;
export type FailureStatus = keyof typeof FAILURES;

/** Where the failure answers of an operation wait for transformObject. */
export const ANSWERS_KEY = 'x-failure-answers';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type RouteFacts = {
  method: string;
  url: string;
  config?: { public?: boolean; roles?: readonly string[]; anyPartner?: boolean; keyed?: boolean };
};

/**
 * The 4xx answers a route can give, read from its method, path and auth
 * config (decided in plugins/auth.ts, plugins/errors.ts and lib/idempotency.ts):
 * 400 always (the input, the JSON, the address); 401 behind a session, and
 * on /auth/* (wrong credentials); 403 with roles, or a partner id check;
 * 404 with path ids; 409 for staff writes; 413 and 415 with a body;
 * 422 for staff POSTs outside /auth/* (the ones that take an Idempotency-Key
 * are among them); 429 for sign-in (/auth/*, public).
 */
export function failuresOf(route: RouteFacts, partnerCheck: boolean): FailureStatus[] {
  const config = route.config ?? {};
  const method = route.method.toUpperCase();
  const isAuth = route.url.startsWith(`${API_BASE}/auth/`);
  const out: FailureStatus[] = [400];
  if (!config.public || isAuth) out.push(401);
  if ((config.roles && !config.public) || (partnerCheck && !config.anyPartner) || config.keyed)
    out.push(403);
  if (/[:{]/.test(route.url)) out.push(404);
  if (BODY_METHODS.has(method) && !config.public) out.push(409);
  if (BODY_METHODS.has(method)) out.push(413, 415);
  if (method === 'POST' && !config.public && !isAuth) out.push(422);
  if (config.public && isAuth) out.push(429);
  return out;
}

const words = (s: string) => s.split(/[^A-Za-z0-9]+/).filter(Boolean);
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * `getCustomerById` from `GET /api/v1/customer/{id}`: camelCase of the
 * method and the path after /api/v1, each path id as `By<Name>`. It depends
 * on the operation alone, so adding a route never renames another.
 */
export function operationIdOf(method: string, path: string): string {
  const rest = path.startsWith(API_BASE) ? path.slice(API_BASE.length) : path;
  const parts = rest
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^[{:](\w+)}?$/.exec(segment);
      if (param) return `By${upperFirst(param[1]!)}`;
      return words(segment).map(upperFirst).join('');
    });
  return method.toLowerCase() + parts.join('');
}

/**
 * OpenAPI 3.0 ignores `nullable` without a `type` beside it (and Redocly
 * calls it an error), which zod writes for a nullable union: the null goes
 * to each branch of the union instead, which says the same.
 */
export function fixNullable(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(fixNullable);
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  const branches = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
  if (schema.nullable === true && schema.type === undefined && Array.isArray(branches)) {
    delete schema.nullable;
    for (const branch of branches) if (branch && typeof branch === 'object') branch.nullable = true;
  }
  for (const value of Object.values(schema)) fixNullable(value);
}

/** The envelope of every failure, as an OpenAPI 3.0 schema. */
export function failureJsonSchema(): Record<string, unknown> {
  const { $schema: _drop, ...schema } = z.toJSONSchema(failureSchema, {
    target: 'openapi-3.0',
  }) as Record<string, unknown>;
  return { ...schema, description: 'The API.md failure envelope' };
}

type Operation = {
  operationId?: string;
  responses?: Record<string, unknown>;
  [ANSWERS_KEY]?: FailureStatus[];
};
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown> | undefined>;
};

/**
 * The finished document: each operation gets its operationId (unless it
 * declared one) and a reference to the shared answer of each failure status
 * it can give (unless it declared that status itself); the shared answers and
 * the envelope schema join the components; nullable unions are mended.
 */
export function finishDocument<T extends Document>(doc: T): T {
  const used = new Set<FailureStatus>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      op.operationId ??= operationIdOf(method, path);
      const answers = op[ANSWERS_KEY] ?? [];
      delete op[ANSWERS_KEY];
      const responses = (op.responses ??= {});
      for (const status of answers) {
        if (responses[status]) continue;
        responses[status] = { $ref: `#/components/responses/${FAILURES[status].name}` };
        used.add(status);
      }
    }
  }
  fixNullable(doc.paths);
  fixNullable(doc.components?.schemas);
  if (used.size === 0) return doc;
  const components = (doc.components ??= {});
  components.schemas = { ...components.schemas, Failure: failureJsonSchema() };
  const responses: Record<string, unknown> = { ...components.responses };
  for (const status of [...used].sort()) {
    const failure = FAILURES[status];
    responses[failure.name] = {
      description: failure.description,
      ...(status === 429
        ? {
            headers: {
              'Retry-After': {
                description: 'Seconds to wait before the next attempt',
                schema: { type: 'integer', minimum: 0 },
              },
            },
          }
        : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
    };
  }
  components.responses = responses;
  return doc;
}
