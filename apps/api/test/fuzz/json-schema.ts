import { Ajv, type ValidateFunction } from 'ajv';

// The subset of JSON Schema (OpenAPI 3.0 flavour) that zod's converter
// writes into /api/docs/json, and the oracle that says whether a value
// conforms to it. The fuzz suite calls a request "invalid" only when this
// oracle, reading the published document, rejects it.

export type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

/** OpenAPI 3.0's boolean exclusiveMinimum/Maximum, rewritten for draft-07 (ajv). */
function toDraft7(schema: Schema): Schema {
  if (Array.isArray(schema)) return schema.map(toDraft7) as never;
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    if ((k === 'exclusiveMinimum' || k === 'exclusiveMaximum') && typeof v === 'boolean') continue;
    out[k] = v && typeof v === 'object' ? toDraft7(v as Schema) : v;
  }
  if (schema.exclusiveMinimum === true && typeof schema.minimum === 'number') {
    out.exclusiveMinimum = schema.minimum;
    delete out.minimum;
  }
  if (schema.exclusiveMaximum === true && typeof schema.maximum === 'number') {
    out.exclusiveMaximum = schema.maximum;
    delete out.maximum;
  }
  // OpenAPI 3.0's `nullable` is not draft-07: null becomes one more allowed type
  if (schema.nullable) {
    delete out.nullable;
    if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
    if (typeof out.type === 'string') return { ...out, type: [out.type, 'null'] } as never;
    return { anyOf: [out, { type: 'null' }] } as Schema;
  }
  return out as Schema;
}

const FORMATS: Record<string, RegExp> = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
};

function newAjv(coerceTypes: boolean) {
  const ajv = new Ajv({ strict: false, allErrors: false, coerceTypes, useDefaults: false });
  for (const [name, re] of Object.entries(FORMATS)) ajv.addFormat(name, re);
  return ajv;
}

/**
 * `conforms(schema, value)`: does the value satisfy the published schema?
 * Query strings and path ids arrive as text, so those are read with type
 * coercion, as any OpenAPI client would send them; JSON bodies without.
 */
export function createOracle() {
  const strict = newAjv(false);
  const coercing = newAjv(true);
  const cache = new WeakMap<Schema, { strict?: ValidateFunction; coercing?: ValidateFunction }>();
  return {
    conforms(schema: Schema, value: unknown, opts: { coerce?: boolean } = {}): boolean {
      const entry = cache.get(schema) ?? {};
      cache.set(schema, entry);
      const which = opts.coerce ? 'coercing' : 'strict';
      const fn = (entry[which] ??= (opts.coerce ? coercing : strict).compile(toDraft7(schema)));
      // coercion rewrites the value in place: check a copy
      return fn(opts.coerce ? structuredClone(value) : value);
    },
  };
}
export type Oracle = ReturnType<typeof createOracle>;

/** The schema's own types, with null when it is nullable. */
export function typesOf(schema: Schema): Set<string> {
  const out = new Set<string>();
  if (schema.type) out.add(schema.type);
  if (schema.nullable) out.add('null');
  for (const s of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])])
    for (const t of typesOf(s)) out.add(t);
  return out;
}

/** Whole UGX amounts: zod's moneyField publishes as a number-or-string union. */
export function isMoney(schema: Schema): boolean {
  const branches = schema.anyOf ?? [];
  const types = branches.map((b) => b.type).sort();
  return branches.length === 2 && types[0] === 'number' && types[1] === 'string';
}
