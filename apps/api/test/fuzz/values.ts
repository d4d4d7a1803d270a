import fc from 'fast-check';
import { isMoney, type Schema } from './json-schema.ts';

// Values for the fuzz suite, read from a published JSON schema: valid ones
// (the base a single fault is planted in, and read-only boundary cases), and
// the hostile text and stray fields planted with the faults (faults.ts).

/** Text a careless or hostile client sends: SQL, HTML, templates, odd unicode. */
export const NASTY = [
  "Robert'); DROP TABLE customers;--",
  "' OR '1'='1' --",
  '1; SELECT pg_sleep(10)--',
  '"; DELETE FROM staff_users; --',
  "%'; UPDATE nurses SET verified = true; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(document.cookie)>',
  '"><svg/onload=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'Nakato 🤰🏾 Ñandú 東京 زينب',
  '\u202Egnp.exe',
  'zero\u0000byte',
  '\uFEFFbom',
  '\uD800 lone surrogate',
  '𝓐𝓶𝓲𝓷𝓪 Ω≈ç√',
  '%00%27%22',
  '\\u0000',
  'null',
  'NaN',
  '[object Object]',
  '__proto__',
  'constructor',
  'toString',
  'line\r\nbreak: injected-header',
] as const;

export const nasty = () => fc.constantFrom(...NASTY);

/** Bodies that are not JSON, sent as JSON. */
export const JSON_SYNTAX = [
  '{',
  '{"a":',
  "{'a':1}",
  '[1,2',
  'NaN',
  '{"a":1}}',
  '{"a":1,}',
  'undefined',
  '\u0000',
];
/** JSON that tries to set an object's prototype. */
export const PROTOTYPE = [
  '{"__proto__":{"role":"ADMIN"}}',
  '{"constructor":{"prototype":{"verified":true}}}',
  '{"a":{"__proto__":{"isAdmin":true}}}',
];

/** A YYYY-MM-DD pattern (optional or not), whatever years it takes. */
export const isDatePattern = (pattern?: string) => !!pattern?.endsWith('\\d{2}-\\d{2}-\\d{2}$');
/** Real calendar dates no date pattern of the API takes (issue 20: these answered 500). */
export const PAST_YEARS = ['0001-01-01', '0000-01-01', '1899-12-31', '2100-01-01', '9999-12-31'];

/** A value that satisfies the schema, as far as the schema can say (best effort). */
export function validValue(schema: Schema, name = ''): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (isMoney(schema))
    return fc.oneof(fc.integer({ min: 1, max: 5_000_000 }), fc.constant('250,000'));
  if (union) return fc.oneof(...union.map((s) => validValue(s, name)));
  const base = validOfType(schema, name);
  return schema.nullable ? fc.option(base, { nil: null, freq: 4 }) : base;
}

const PHONE_NAMES =
  /^(phonenumber|phone_number|other_number|alternate_number|ref_phone_number|contact|primaryPhoneNumber|otherPhoneNumber|phone)$/;

function validOfType(schema: Schema, name: string): fc.Arbitrary<unknown> {
  switch (schema.type) {
    case 'string':
      return validString(schema, name);
    case 'integer':
    case 'number': {
      const lo = numericLow(schema);
      const hi = Math.min(schema.maximum ?? lo + 1000, lo + 1000);
      return schema.type === 'integer'
        ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
        : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const max = Math.min(schema.maxItems ?? 3, 3);
      return fc.array(validValue(schema.items ?? {}, name), {
        minLength: Math.min(schema.minItems ?? 0, max),
        maxLength: max,
      });
    }
    case 'object':
      return validObject(schema);
    default:
      return fc.constantFrom('x', 1, true);
  }
}

function numericLow(schema: Schema): number {
  const min =
    schema.minimum ?? (typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : 0);
  return schema.exclusiveMinimum === true || typeof schema.exclusiveMinimum === 'number'
    ? min + 1
    : min;
}

function validString(schema: Schema, name: string): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  if (schema.format === 'date-time') return isoDate().map((d) => `${d}T08:30:00.000Z`);
  if (schema.format === 'email' || /email/i.test(name)) return fc.constant('fuzz@example.ug');
  // a calendar date, optional ('' allowed) or not, whatever years its pattern takes
  if (isDatePattern(schema.pattern)) {
    return schema.pattern!.startsWith('^$|') ? fc.oneof(isoDate(), fc.constant('')) : isoDate();
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  if (PHONE_NAMES.test(name)) return fc.constantFrom('0772123456', '+256701234567', '256752000111');
  const min = Math.max(schema.minLength ?? 0, 1);
  const max = Math.max(min, Math.min(schema.maxLength ?? 60, 60));
  const text = fc.oneof(
    fc.string({ minLength: min, maxLength: max, unit: 'grapheme-ascii' }),
    nasty(),
    fc.constantFrom('Amina Nakato', 'Kampala', 'Mulago Hospital'),
  );
  // trimmed text must still reach the minimum; cut to the maximum by code units
  return text
    .map((s) => s.trim())
    .filter((s) => s.length >= min)
    .map((s) => (schema.maxLength !== undefined ? s.slice(0, schema.maxLength) : s));
}

function isoDate(): fc.Arbitrary<string> {
  return fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2035-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));
}

/** Every required property and some optional ones. */
export function validObject(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [k, s] of Object.entries(props)) model[k] = validValue(s, k);
  return fc.record(model, { requiredKeys: [...required].filter((k) => k in props) });
}

/** Keys a body may try to set but no route lets a client set. */
export const FORBIDDEN_KEYS = [
  'role',
  'created_by',
  'createdBy',
  'verified',
  'id',
  'count',
  'createdAt',
  'passwordHash',
  'password_hash',
  'isAdmin',
  'DashboardUserId',
  'deletedAt',
] as const;

/** Fields the route does not declare, with hostile values. */
export function extraFields(
  declared: Record<string, unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const keys = fc.oneof(fc.constantFrom(...FORBIDDEN_KEYS), nasty(), fc.string({ maxLength: 12 }));
  const values = fc.oneof(
    nasty(),
    fc.constantFrom(true, 'ADMIN', 1, 0, -1, 1e20, null, [], {}, { $ne: null }),
  );
  return fc
    .dictionary(keys, values, { maxKeys: 4 })
    .map((d) => Object.fromEntries(Object.entries(d).filter(([k]) => !(k in declared))));
}
