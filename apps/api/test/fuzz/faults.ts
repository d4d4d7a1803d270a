import fc from 'fast-check';
import { isMoney, type Oracle, type Schema } from './json-schema.ts';
import { MAX_UGX } from '@app/contract';
import {
  extraFields,
  isDatePattern,
  NASTY,
  PAST_YEARS,
  validObject,
  validValue,
} from './values.ts';

// Faults for the fuzz suite: values a published JSON schema refuses, each
// with a label saying what is wrong with it.

/** `huge`: already megabytes, so never repeated 100,000 times inside an array. */
export type Fault = { value: unknown; label: string; semantic?: boolean; huge?: boolean };

const WRONG_TYPES: unknown[] = [
  true,
  false,
  {},
  [],
  [1],
  ['a', 'b'],
  'abc',
  12.5,
  -1,
  null,
  { $gt: '' },
];

/** Values of the wrong type, or null where null is not allowed, that the schema refuses. */
function wrongTypes(schema: Schema, oracle: Oracle): fc.Arbitrary<Fault> | undefined {
  const refused = WRONG_TYPES.filter((v) => !oracle.conforms(schema, v));
  if (refused.length === 0) return undefined;
  return fc
    .constantFrom(...refused)
    .map((value) => ({ value, label: `wrong type ${JSON.stringify(value)}` }));
}

/**
 * A value the schema rejects, as a (weighted) choice among the ways it can be
 * wrong. `semantic` faults pass the published schema but break a documented
 * rule the schema cannot express (ruling 11: whole, positive UGX).
 */
export function faultFor(
  schema: Schema,
  oracle: Oracle,
  name = '',
): fc.Arbitrary<Fault> | undefined {
  const options: fc.WeightedArbitrary<Fault>[] = [];
  const add = (arbitrary: fc.Arbitrary<Fault> | undefined, weight = 2) => {
    if (arbitrary) options.push({ arbitrary, weight });
  };
  const refused = (label: string, candidates: unknown[]) => {
    const out = candidates.filter((v) => !oracle.conforms(schema, v));
    return out.length ? fc.constantFrom(...out).map((value) => ({ value, label })) : undefined;
  };
  add(wrongTypes(schema, oracle));

  if (isMoney(schema)) {
    // past the published maximum of the number branch, as a number and as text
    const max = schema.anyOf?.find((b) => b.type === 'number')?.maximum ?? MAX_UGX;
    add(
      fc
        .constantFrom(
          -1,
          -250_000,
          0.5,
          1500.75,
          1e20,
          -1e20,
          '1,000.50',
          '-5',
          'UGX',
          '12abc',
          '1e3',
          max + 1,
          Number.MAX_SAFE_INTEGER,
          String(max + 1),
        )
        .map((value) => ({ value, label: `money ${JSON.stringify(value)}`, semantic: true })),
      4,
    );
  }
  if (schema.type === 'string') {
    if (schema.maxLength !== undefined) {
      const m = schema.maxLength;
      add(
        fc
          .oneof(
            { arbitrary: fc.integer({ min: m + 1, max: m + 50 }), weight: 8 },
            { arbitrary: fc.constantFrom(100_000, 400_000), weight: 1 },
          )
          .chain((n) =>
            fc.constantFrom('x', 'é', '東', '<').map((c) => ({
              value: c.repeat(n),
              label: `string of ${n} characters (max ${m})`,
              huge: n >= 100_000,
            })),
          ),
        3,
      );
    }
    if ((schema.minLength ?? 0) >= 1) add(refused('empty string', ['']));
    if (schema.enum) add(refused('not in enum', [...NASTY, 'ADMIN', 'pending ', 'PENDING', '*']));
    if (schema.pattern || schema.format)
      add(
        refused(`not ${schema.format ?? schema.pattern}`, [
          ...NASTY,
          '2026-13-45',
          '2026-02-30T10:00:00Z',
          'yesterday',
          '0',
        ]),
      );
    // a real calendar date outside the years a date pattern takes, on its own
    if (isDatePattern(schema.pattern)) add(refused(`date ${schema.pattern}`, PAST_YEARS), 2);
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    const c: unknown[] = [1e20, -1e20, -1, 1.5, 0.1, Number.MAX_SAFE_INTEGER + 2, 2_147_483_648];
    if (schema.minimum !== undefined) c.push(schema.minimum - 1, schema.minimum - 0.5);
    if (schema.maximum !== undefined) c.push(schema.maximum + 1);
    add(refused('number out of range or fractional', c), 3);
    // one past the published maximum (an id one past a PostgreSQL integer), on its own
    if (schema.maximum !== undefined)
      add(refused(`past the maximum ${schema.maximum}`, [schema.maximum + 1, 2_147_483_648]), 2);
  }
  if (schema.type === 'array') {
    const items = schema.items ?? {};
    if (schema.maxItems !== undefined && schema.maxItems < 100_000)
      add(
        validValue(items, name).map((item) => ({
          value: Array.from({ length: 100_000 }, () => item),
          label: `100,000-element array (max ${schema.maxItems})`,
          huge: true,
        })),
        1,
      );
    if ((schema.minItems ?? 0) >= 1) add(refused('empty array', [[]]));
    const bad = faultFor(items, oracle, name);
    if (bad)
      add(
        fc.tuple(fc.array(validValue(items, name), { maxLength: 2 }), bad).map(([ok, f]) => ({
          value: [...ok, f.value],
          label: `[] ${f.label}`,
          semantic: f.semantic,
          huge: f.huge,
        })),
      );
    if (bad)
      add(
        bad
          .filter((f) => !f.huge)
          .map((f) => ({
            value: Array.from({ length: 100_000 }, () => f.value),
            label: `100,000 × ${f.label}`,
            semantic: f.semantic,
            huge: true,
          })),
        1,
      );
  }
  if (schema.type === 'object' && schema.properties) add(objectFault(schema, oracle), 6);
  if (options.length === 0) return undefined;
  return fc.oneof(...options);
}

/** An object with exactly one property missing or wrong; the rest valid, plus stray fields. */
function objectFault(schema: Schema, oracle: Oracle): fc.Arbitrary<Fault> | undefined {
  const props = schema.properties ?? {};
  const options: fc.Arbitrary<Fault>[] = [];
  for (const key of schema.required ?? []) {
    options.push(
      validObject(schema).map((o) => {
        const { [key]: _gone, ...rest } = o;
        return { value: rest, label: `missing ${key}` };
      }),
    );
  }
  for (const [key, sub] of Object.entries(props)) {
    const bad = faultFor(sub, oracle, key);
    if (!bad) continue;
    options.push(
      fc.tuple(validObject(schema), bad).map(([o, f]) => ({
        value: { ...o, [key]: f.value },
        label: `${key}: ${f.label}`,
        semantic: f.semantic,
        huge: f.huge,
      })),
    );
  }
  if (options.length === 0) return undefined;
  return fc
    .tuple(fc.oneof(...options), extraFields(props))
    .map(([f, extra]) => ({ ...f, value: { ...extra, ...(f.value as object) } }));
}
