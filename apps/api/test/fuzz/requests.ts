import fc from 'fast-check';
import type { Oracle, Schema } from './json-schema.ts';
import { fillPath, type Operation } from './operations.ts';
import { boundary, pathFaults, queryFaults } from './path-and-query.ts';
import { faultFor } from './faults.ts';
import { JSON_SYNTAX, PROTOTYPE } from './values.ts';
import { formRequests } from './forms.ts';
import { SIGN_IN_BODY_LIMIT } from '../../src/plugins/sign-in-body.ts';
import { FILE_BODY_LIMIT } from '../../src/modules/reconciliation/reconciliation.routes.ts';
import { FORM_LIMIT } from '../../src/modules/sms/sms-callbacks.routes.ts';

// One fuzzed request per draw, for one operation of the OpenAPI document.
// Every request a write operation gets is invalid (the published schema, or
// a documented rule, refuses it), so none may change a row; read operations
// also get valid boundary requests, which must answer without a 5xx.

export type Kind =
  | 'body'
  | 'query'
  | 'path'
  | 'json-syntax'
  | 'prototype'
  | 'media-type'
  | 'too-large'
  | 'boundary'
  | 'key';

export type FuzzRequest = {
  op: string;
  kind: Kind;
  label: string;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** The statuses the API may answer (API.md status codes). */
  expect: number[];
};

export const BODY_LIMIT = 1024 * 1024;

/** The operations that take a whole statement file (issue 25): up to FILE_BODY_LIMIT. */
const STATEMENT_UPLOADS = /^POST \/api\/v1\/reconciliation\/(preview|imports)$/;

/**
 * The body limit of an operation: the sign-in routes (issue 20) and forms
 * (issue 24) take a few KB, a statement upload (issue 25) 30 MB.
 */
export const bodyLimitOf = (op: Operation) =>
  op.form
    ? FORM_LIMIT
    : /^\/api\/v1\/auth\//.test(op.path)
      ? SIGN_IN_BODY_LIMIT
      : STATEMENT_UPLOADS.test(op.key)
        ? FILE_BODY_LIMIT
        : BODY_LIMIT;

/** Path values per operation: ids of seeded records, and valid ids of none. */
export type Ids = {
  known: (op: Operation) => Record<string, string>[];
  unknown: (op: Operation) => Record<string, string>;
  /** The query parameters that look one record up, with a live id and a valid id of nothing. */
  lookups: (
    op: Operation,
  ) => { name: string; known: string; unknown: string; fixed: Record<string, string> }[];
};

export type Draft = Omit<FuzzRequest, 'op' | 'method' | 'url' | 'headers' | 'expect'> & {
  path?: Record<string, string>;
  query?: Record<string, string | string[]>;
  contentType?: string;
  expect?: number[];
};

/**
 * `callbackKey`: the key the form-encoded operations take in their URL
 * (GET /sms/settings as ADMIN); each of their requests carries it unless
 * the key is what is wrong with it.
 */
export function requestsFor(
  op: Operation,
  oracle: Oracle,
  ids: Ids,
  callbackKey?: string,
): fc.Arbitrary<FuzzRequest> {
  if (op.form) {
    if (!callbackKey) throw new Error(`${op.key} takes a form: give the callback key`);
    return fc.oneof(...formRequests(op, op.form, oracle, callbackKey)).map((d) => assemble(op, d));
  }
  const known = ids.known(op);
  const somePath = known.length ? fc.constantFrom(...known) : fc.constant(ids.unknown(op));
  const writes = op.method !== 'GET';
  const options: fc.WeightedArbitrary<Draft>[] = [];
  const add = (arbitrary: fc.Arbitrary<Draft> | undefined, weight: number) => {
    if (arbitrary) options.push({ arbitrary, weight });
  };

  if (op.body) add(bodyFaults(op, op.body, oracle, somePath), 12);
  if (writes) {
    add(
      fc.tuple(somePath, fc.constantFrom(...JSON_SYNTAX)).map(([path, payload]) => ({
        kind: 'json-syntax' as const,
        label: `malformed JSON ${JSON.stringify(payload)}`,
        path,
        payload,
        contentType: 'application/json',
      })),
      1,
    );
    add(
      fc.tuple(somePath, fc.constantFrom(...PROTOTYPE)).map(([path, payload]) => ({
        kind: 'prototype' as const,
        label: `prototype poisoning ${payload}`,
        path,
        payload,
        contentType: 'application/json',
      })),
      1,
    );
    add(
      fc
        .tuple(
          somePath,
          fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded'),
        )
        .map(([path, contentType]) => ({
          kind: 'media-type' as const,
          label: `Content-Type ${contentType}`,
          path,
          payload: 'role=ADMIN&verified=true',
          contentType,
          expect: [415],
        })),
      1,
    );
    add(
      somePath.map((path) => ({
        kind: 'too-large' as const,
        label:
          bodyLimitOf(op) > BODY_LIMIT
            ? `a body over ${bodyLimitOf(op)} bytes`
            : 'a body over 1 MiB',
        path,
        payload: JSON.stringify({ note: 'x'.repeat(Math.max(BODY_LIMIT, bodyLimitOf(op)) + 10) }),
        contentType: 'application/json',
        expect: [413],
      })),
      1,
    );
  }
  if (op.pathParams.length) add(pathFaults(op, oracle), writes ? 3 : 6);
  if (op.query.length) add(queryFaults(op, oracle, somePath), 8);
  if (!writes) add(boundary(op, ids), op.query.length ? 4 : 6);

  return fc.oneof(...options).map((d) => assemble(op, d));
}

function assemble(op: Operation, d: Draft): FuzzRequest {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(d.query ?? {}))
    for (const one of Array.isArray(v) ? v : [v]) search.append(k, one);
  const qs = search.toString();
  const bytes = d.payload === undefined ? 0 : Buffer.byteLength(d.payload);
  return {
    op: op.key,
    kind: d.kind,
    label: d.label,
    method: op.method,
    url: fillPath(op, d.path ?? {}) + (qs ? `?${qs}` : ''),
    headers: d.contentType ? { 'content-type': d.contentType } : {},
    payload: d.payload,
    expect: d.expect ?? (bytes > bodyLimitOf(op) ? [413] : [400]),
  };
}

function bodyFaults(
  op: Operation,
  body: Schema,
  oracle: Oracle,
  somePath: fc.Arbitrary<Record<string, string>>,
): fc.Arbitrary<Draft> | undefined {
  const fault = faultFor(body, oracle);
  if (!fault) return undefined;
  return fc
    .tuple(somePath, fault)
    .filter(([, f]) => f.semantic === true || !oracle.conforms(body, f.value))
    .map(([path, f]) => ({
      kind: 'body' as const,
      label: `${f.semantic ? 'rule' : 'schema'}: ${f.label}`,
      path,
      payload: JSON.stringify(f.value),
      contentType: 'application/json',
    }));
}
