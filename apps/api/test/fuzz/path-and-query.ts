import fc from 'fast-check';
import type { Oracle, Schema } from './json-schema.ts';
import { pathSchema, querySchema, type Operation } from './operations.ts';
import type { Draft, Ids } from './requests.ts';
import {
  extraFields,
  isDatePattern,
  NASTY,
  nasty,
  PAST_YEARS,
  validObject,
  validValue,
} from './values.ts';

// Faults in path ids and query strings, and valid but extreme reads.

/** Text sent where a path id or a query value goes. */
const TEXT_FAULTS = [
  'abc',
  '1.5',
  '-1',
  '0',
  '101',
  '1e20',
  'NaN',
  'Infinity',
  '9'.repeat(30),
  '2147483648',
  '１２', // full-width digits
  // a URL cannot carry a lone surrogate
  ...NASTY.filter((s) => /^(?:[^\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/.test(s)),
];

function textFault(schema: Schema): fc.Arbitrary<string | string[]> {
  const long = schema.maxLength !== undefined ? [schema.maxLength + 1, 4000] : [4000];
  return fc.oneof(
    { arbitrary: fc.constantFrom(...TEXT_FAULTS), weight: 6 },
    // a date filter: real calendar dates outside its years (issue 20: these answered 500)
    ...(isDatePattern(schema.pattern)
      ? [{ arbitrary: fc.constantFrom(...PAST_YEARS), weight: 3 }]
      : []),
    { arbitrary: fc.constantFrom(...long).map((n) => 'q'.repeat(n)), weight: 1 },
    { arbitrary: fc.constant<string[]>(['1', '2']), weight: 1 },
  );
}

export function pathFaults(op: Operation, oracle: Oracle): fc.Arbitrary<Draft> {
  const schema = pathSchema(op);
  const p = op.pathParams[0]!;
  return (
    fc
      .tuple(textFault(p.schema), op.body ? validObject(op.body) : fc.constant(undefined))
      .map(([v, body]) => ({ value: Array.isArray(v) ? v.join(',') : v, body }))
      // an empty id would address another route (the list); dots alone are path segments
      .filter(
        ({ value }) =>
          value !== '' && !oracle.conforms(schema, { [p.name]: value }, { coerce: true }),
      )
      .map(({ value, body }) => ({
        kind: 'path' as const,
        label: `${p.name} = ${JSON.stringify(value).slice(0, 60)}`,
        path: { [p.name]: value },
        // the router takes ids of up to 100 characters (Fastify's maxParamLength);
        // a longer one is refused before any route, as invalid input
        ...(encodeURIComponent(value).length > 100 ? { expect: [400] } : {}),
        ...(body !== undefined
          ? { payload: JSON.stringify(body), contentType: 'application/json' }
          : {}),
      }))
  );
}

function validQuery(op: Operation): fc.Arbitrary<Record<string, string>> {
  const model: Record<string, fc.Arbitrary<string>> = {};
  for (const p of op.query) model[p.name] = validValue(p.schema, p.name).map((v) => String(v));
  return fc.record(model, { requiredKeys: op.query.filter((p) => p.required).map((p) => p.name) });
}

export function queryFaults(
  op: Operation,
  oracle: Oracle,
  somePath: fc.Arbitrary<Record<string, string>>,
): fc.Arbitrary<Draft> {
  const schema = querySchema(op);
  const one = fc.constantFrom(...op.query);
  return fc
    .tuple(somePath, validQuery(op), one, extraFields(schema.properties ?? {}))
    .chain(([path, query, p, extra]) =>
      textFault(p.schema).map((v) => ({ path, query: { ...query, [p.name]: v }, p, extra })),
    )
    .filter(({ query }) => !oracle.conforms(schema, query, { coerce: true }))
    .map(({ path, query, p, extra }) => ({
      kind: 'query' as const,
      label: `${p.name} = ${JSON.stringify(query[p.name]).slice(0, 60)}`,
      path,
      query: { ...stringify(extra), ...query },
    }));
}

const stringify = (o: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(o).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );

/** Valid but extreme reads: page edges, hostile search text, unknown ids. */
export function boundary(op: Operation, ids: Ids): fc.Arbitrary<Draft> {
  const known = ids.known(op);
  const edges: Record<string, fc.Arbitrary<string>> = {
    limit: fc.constantFrom('1', '100'),
    offset: fc.constantFrom('0', '99', '2147483647'),
    search: nasty().map((s) => s.slice(0, 100)),
    searchTerm: nasty().map((s) => s.slice(0, 100)),
    q: nasty().map((s) => s.slice(0, 100)),
  };
  // A lookup by an id in the query takes one of its parameters, with a live id
  // or a valid id of nothing, as a path id does; the other parameters vary.
  const lookups = ids.lookups(op);
  const rest = op.query.filter(
    (p) => !lookups.some((l) => l.name === p.name || Object.hasOwn(l.fixed, p.name)),
  );
  const query = fc.record(
    Object.fromEntries(
      rest.map((p) => [p.name, edges[p.name] ?? validValue(p.schema, p.name).map(String)]),
    ),
    { requiredKeys: rest.filter((p) => p.required).map((p) => p.name) },
  );
  const lookup = lookups.length
    ? fc
        .tuple(fc.constantFrom(...lookups), fc.boolean())
        .map(([l, found]) => ({ q: { ...l.fixed, [l.name]: found ? l.known : l.unknown }, found }))
    : fc.constant({ q: {}, found: true });
  const path = op.pathParams.length
    ? fc.oneof(
        ...(known.length ? [fc.constantFrom(...known).map((v) => ({ v, found: true }))] : []),
        fc.constant({ v: ids.unknown(op), found: false }),
      )
    : fc.constant({ v: {}, found: true });
  return fc
    .tuple(path, query, lookup, extraFields(querySchema(op).properties ?? {}))
    .map(([{ v, found }, q, l, extra]) => ({
      kind: 'boundary' as const,
      label: `valid ${JSON.stringify({ ...l.q, ...q }).slice(0, 80)}`,
      path: v,
      query: { ...stringify(extra), ...q, ...l.q },
      // a valid read: found, not found, or refused by a rule the schema cannot say
      expect: found && l.found ? [200, 400] : [404, 400],
    }));
}
