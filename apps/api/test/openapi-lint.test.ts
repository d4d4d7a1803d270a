import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_BASE, failureSchema, okSchema } from '@app/contract';
import { failuresOf, fixNullable, operationIdOf } from '../src/lib/openapi-document.ts';
import { openApiPlugin } from '../src/plugins/openapi.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { describeProblems, lintDocument } from './openapi/redocly.ts';

// Issue 20, item 15: /api/docs/json passes Redocly CLI's recommended lint
// (apps/api/redocly.yaml turns off two rules, each with its reason), so a
// client can be generated from it: every operation has a unique operationId
// and its 4xx answers, each the API.md envelope.

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
type Ref = { $ref: string };
type Operation = { operationId?: string; responses: Record<string, Ref | object> };
type Doc = {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components: {
    responses: Record<string, { content: Record<string, { schema: Ref }> }>;
    schemas: Record<string, unknown>;
  };
};

const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.flatMap((m) => (item[m] ? [{ key: `${m.toUpperCase()} ${path}`, op: item[m] }] : [])),
  );

let t: TestContext;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Doc;
});
afterAll(() => t?.close());

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended lint with 0 errors and 0 warnings", () => {
    const result = lintDocument(doc);
    expect(describeProblems(result)).toEqual([]);
    expect(result.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(doc.openapi).toBe('3.0.3');
    expect(doc.servers?.[0]?.url).toBe('/');
  }, 120_000);

  it('gives every operation a unique operationId and a 4xx answer with the envelope', () => {
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(60);
    const ids = ops.map(({ op }) => op.operationId);
    expect(ids.filter((id) => typeof id !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(id))).toEqual(
      [],
    );
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const envelope = doc.components.schemas.Failure;
    expect(envelope).toMatchObject({ required: ['status', 'error'] });
    for (const { key, op } of ops) {
      const failures = Object.entries(op.responses).filter(([code]) => /^4\d\d$/.test(code));
      expect(
        failures.map(([code]) => code),
        key,
      ).toContain('400');
      for (const [code, answer] of failures) {
        const name = (answer as Ref).$ref?.replace('#/components/responses/', '') ?? '';
        expect(doc.components.responses[name], `${key} ${code}`).toBeDefined();
        expect(doc.components.responses[name]!.content['application/json']!.schema).toEqual({
          $ref: '#/components/schemas/Failure',
        });
      }
    }
    const answers = (key: string) => {
      const [method, path] = key.split(' ');
      return Object.keys(doc.paths[path!]![method!.toLowerCase() as 'get']!.responses);
    };
    expect(answers(`GET ${API_BASE}/customer/{id}`)).toEqual(['200', '400', '401', '404']);
    expect(answers(`POST ${API_BASE}/staff`)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '409', '413', '415', '422']),
    );
    expect(answers(`POST ${API_BASE}/auth/login`)).toEqual(
      expect.arrayContaining(['400', '401', '429']),
    );
    expect(answers(`GET ${API_BASE}/health`)).toEqual(['200', '400']);
  });
});

describe('the transform', () => {
  it('names operations by method and path, camelCase, ids as By<Name>', () => {
    expect(operationIdOf('get', `${API_BASE}/customer/{id}`)).toBe('getCustomerById');
    expect(operationIdOf('post', `${API_BASE}/sendcomms/send_to_one_user`)).toBe(
      'postSendcommsSendToOneUser',
    );
    expect(operationIdOf('get', `${API_BASE}/user_income_trace/{customerId}`)).toBe(
      'getUserIncomeTraceByCustomerId',
    );
    expect(operationIdOf('put', `${API_BASE}/customer/{id}/device-token`)).toBe(
      'putCustomerByIdDeviceToken',
    );
  });

  it('reads the 4xx answers from method, path and auth config', () => {
    const url = `${API_BASE}/things/:id`;
    expect(failuresOf({ method: 'GET', url, config: {} }, false)).toEqual([400, 401, 404]);
    expect(failuresOf({ method: 'PUT', url, config: { roles: ['ADMIN'] } }, false)).toEqual([
      400, 401, 403, 404, 409, 413, 415,
    ]);
    expect(failuresOf({ method: 'GET', url, config: { public: true } }, true)).toEqual([
      400, 403, 404,
    ]);
    const login = { method: 'POST', url: `${API_BASE}/auth/login`, config: { public: true } };
    expect(failuresOf(login, false)).toEqual([400, 401, 413, 415, 429]);
  });

  it('moves a nullable without a type into the branches of its union', () => {
    const schema = { nullable: true, anyOf: [{ type: 'number' }, { type: 'string' }] };
    fixNullable({ properties: { price: schema } });
    expect(schema).toEqual({
      anyOf: [
        { type: 'number', nullable: true },
        { type: 'string', nullable: true },
      ],
    });
  });

  it("covers a route added later, and keeps a route's own operationId and answers", async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(openApiPlugin, { partnerCheck: false });
    app.get(
      `${API_BASE}/things/:thingId`,
      {
        config: { roles: ['ADMIN'] },
        schema: {
          summary: 'A thing',
          params: z.object({ thingId: z.coerce.number().int() }),
          response: { 200: okSchema },
        },
      },
      async () => ({ status: 'success' as const }),
    );
    app.delete(
      `${API_BASE}/things/:thingId`,
      {
        schema: {
          summary: 'Remove a thing',
          operationId: 'removeThing',
          params: z.object({ thingId: z.coerce.number().int() }),
          response: { 200: okSchema, 404: failureSchema.describe('No such thing') },
        },
      },
      async () => ({ status: 'success' as const }),
    );
    await app.ready();
    const own = app.swagger() as unknown as Doc;
    await app.close();
    const item = own.paths[`${API_BASE}/things/{thingId}`]!;
    expect(item.get!.operationId).toBe('getThingsByThingId');
    expect(Object.keys(item.get!.responses)).toEqual(['200', '400', '401', '403', '404']);
    expect(item.delete!.operationId).toBe('removeThing');
    expect(item.delete!.responses['404']).not.toHaveProperty('$ref');
    expect(item.delete!.responses['400']).toEqual({ $ref: '#/components/responses/BadRequest' });
    expect(describeProblems(lintDocument(own))).toEqual([]);
  }, 120_000);
});
