import type { Schema } from './json-schema.ts';

// The operations of the OpenAPI document (/api/docs/json), flattened into
// what the fuzz suite needs: method, path template, parameter and body schemas.

export type Param = { name: string; in: 'path' | 'query'; required: boolean; schema: Schema };
export type Operation = {
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  pathParams: Param[];
  query: Param[];
  body?: Schema;
  /** The body of an operation that takes a form instead (issue 24: the SMS gateway's callbacks). */
  form?: Schema;
  /** 2xx response schemas per status, as published. */
  success: Record<string, Schema | undefined>;
  produces?: string[];
};

type RawOperation = {
  parameters?: { name: string; in: string; required?: boolean; schema: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
  produces?: string[];
};
export type OpenApiDocument = { paths: Record<string, Record<string, RawOperation>> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export const FORM = 'application/x-www-form-urlencoded';

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const m of METHODS) {
      const raw = item[m];
      if (!raw) continue;
      const params = (raw.parameters ?? []).map((p) => ({
        name: p.name,
        in: p.in as Param['in'],
        required: p.required ?? false,
        schema: p.schema,
      }));
      const success: Operation['success'] = {};
      for (const [code, r] of Object.entries(raw.responses ?? {})) {
        if (!code.startsWith('2')) continue;
        success[code] = r.content ? Object.values(r.content)[0]?.schema : undefined;
      }
      ops.push({
        key: `${m.toUpperCase()} ${path}`,
        method: m.toUpperCase() as Operation['method'],
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        query: params.filter((p) => p.in === 'query'),
        body: raw.requestBody?.content?.['application/json']?.schema,
        form: raw.requestBody?.content?.[FORM]?.schema,
        success,
        produces: raw.produces,
      });
    }
  }
  return ops;
}

/** The query parameters as one object schema, for the oracle. */
export function querySchema(op: Operation): Schema {
  return {
    type: 'object',
    properties: Object.fromEntries(op.query.map((p) => [p.name, p.schema])),
    required: op.query.filter((p) => p.required).map((p) => p.name),
  };
}

export function pathSchema(op: Operation): Schema {
  return {
    type: 'object',
    properties: Object.fromEntries(op.pathParams.map((p) => [p.name, p.schema])),
    required: op.pathParams.map((p) => p.name),
  };
}

export function fillPath(op: Operation, values: Record<string, string>): string {
  let url = op.path;
  for (const p of op.pathParams)
    url = url.replace(`{${p.name}}`, encodeURIComponent(values[p.name] ?? ''));
  return url;
}
