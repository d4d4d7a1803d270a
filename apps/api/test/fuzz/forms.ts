import fc from 'fast-check';
import { FORM_LIMIT } from '../../src/modules/sms/sms-callbacks.routes.ts';
import { faultFor } from './faults.ts';
import type { Oracle, Schema } from './json-schema.ts';
import { FORM, type Operation } from './operations.ts';
import { queryFaults } from './path-and-query.ts';
import type { Draft } from './requests.ts';
import { JSON_SYNTAX, nasty, PROTOTYPE, validObject } from './values.ts';

// Operations that take a form instead of JSON (issue 24: the SMS gateway's
// callbacks, POST /sms/delivery and /sms/incoming), with our key in the URL:
// its last segment (issue 39), or the query in the first form (?key=).
// Each request carries the right key unless the key is what is wrong with
// it, so what refuses it is its fault alone: a form the published schema
// refuses (400; 413 past the form limit), a body that is not a form (415,
// JSON included, which the rest of the API takes), a bad query (400), or a
// valid form with a wrong or missing key (403, and no row changes).

/** The form as the server reads it: a repeated field keeps its last value. */
const asRead = (payload: string) => Object.fromEntries(new URLSearchParams(payload));

/** Whether a text can be a path segment: a lone surrogate cannot be encoded. */
function encodable(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** A NUL in a field or its name: refused before validation anywhere (input-guard.ts). */
const hasNul = (read: Record<string, string>) =>
  Object.entries(read).some(([k, v]) => `${k}${v}`.includes('\u0000'));

const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** A value as form text: each field as text, an array as repeated fields; not an object, as it is. */
function toForm(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return asText(value);
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(value))
    for (const one of Array.isArray(v) ? v : [v]) form.append(k, asText(one));
  return form.toString();
}

export function formRequests(
  op: Operation,
  schema: Schema,
  oracle: Oracle,
  key: string,
): fc.WeightedArbitrary<Draft>[] {
  const inPath = op.pathParams.some((p) => p.name === 'key');
  const withKey = (k: string) => (inPath ? { path: { key: k } } : { query: { key: k } });
  const keyed = withKey(key);
  const validForm = validObject(schema)
    .map(toForm)
    .filter((payload) => {
      const read = asRead(payload);
      return !hasNul(read) && oracle.conforms(schema, read);
    });
  const options: fc.WeightedArbitrary<Draft>[] = [];
  const add = (arbitrary: fc.Arbitrary<Draft>, weight: number) =>
    options.push({ arbitrary, weight });

  // a fault of the schema, as the server reads it: a form has text alone, so
  // `true` or `12.5` where text goes is valid here and not sent as a fault
  const fault = faultFor(schema, oracle);
  if (fault)
    add(
      fault
        .map((f) => ({ f, payload: toForm(f.value) }))
        .filter(({ payload }) => {
          const read = asRead(payload);
          return hasNul(read) || !oracle.conforms(schema, read);
        })
        .map(({ f, payload }) => ({
          kind: 'body' as const,
          label: `form: ${f.label}`,
          ...keyed,
          payload,
          contentType: FORM,
        })),
      12,
    );
  add(
    fc
      .tuple(
        validObject(schema),
        fc.constantFrom('application/json', 'text/plain', 'application/xml'),
      )
      .map(([body, contentType]) => ({
        kind: 'media-type' as const,
        label: `Content-Type ${contentType}`,
        ...keyed,
        payload: contentType === 'application/json' ? JSON.stringify(body) : toForm(body),
        contentType,
        expect: [415],
      })),
    1,
  );
  add(
    fc.constantFrom(...JSON_SYNTAX, ...PROTOTYPE).map((payload) => ({
      kind: PROTOTYPE.includes(payload) ? ('prototype' as const) : ('json-syntax' as const),
      label: `JSON ${JSON.stringify(payload)}, where a form goes`,
      ...keyed,
      payload,
      contentType: 'application/json',
      expect: [415],
    })),
    2,
  );
  add(
    validForm.map((payload) => ({
      kind: 'too-large' as const,
      label: `a form over ${FORM_LIMIT} bytes`,
      ...keyed,
      payload: `${payload}&note=${'x'.repeat(FORM_LIMIT)}`,
      contentType: FORM,
      expect: [413],
    })),
    1,
  );
  // a valid form with a wrong key, or none: refused (and nothing changes)
  const wrongKey = fc
    .oneof(
      fc.constantFrom(undefined, '', 'x', key.slice(1), key.toUpperCase(), `${key}x`, ` ${key}`),
      nasty().map((s) => s.slice(0, 200)),
    )
    .filter((k) => k !== key && !k?.includes('\u0000'))
    // a path of '.' or '..' is another path (a URL's dot segments), not a key;
    // and a path holds no lone surrogate (a query's URLSearchParams replaces it)
    .filter((k) => !inPath || k === undefined || (k !== '.' && k !== '..' && encodable(k)));
  add(
    fc.tuple(validForm, wrongKey).map(([payload, k]) => ({
      kind: 'key' as const,
      label: k === undefined ? 'no key' : `key = ${JSON.stringify(k).slice(0, 60)}`,
      // no key: in a path, an empty segment
      ...(k === undefined && !inPath ? {} : withKey(k ?? '')),
      payload,
      contentType: FORM,
      // a segment past the router's 100 characters is refused before any route (400)
      expect: [inPath && encodeURIComponent(k ?? '').length > 100 ? 400 : 403],
    })),
    4,
  );
  // a query the schema refuses (the key too long, or twice), with a valid form
  if (op.query.length)
    add(
      fc
        .tuple(queryFaults(op, oracle, fc.constant({})), validForm)
        .map(([d, payload]) => ({ ...d, payload, contentType: FORM })),
      2,
    );
  return options;
}
