import type { FastifyReply } from 'fastify';
import type { ZodType } from 'zod';
import type { JsonText } from '../db/json.ts';

let checking = false;

/**
 * Turns on the check of every answer sent as the database wrote it: the
 * tests do (test/helpers.ts). The server skips it, which is why such an
 * answer is fast (ADR 015), so a field map the contract no longer matches
 * must fail there (ADR 032).
 */
export function checkPrebuiltAnswers(on = true) {
  checking = on;
}

/**
 * Answers `{"status":"success","data":…}` with data the database already wrote
 * as JSON (db/json.ts). A string with a JSON content type is sent as it is:
 * Fastify neither parses nor serialises it again.
 */
export function sendData(reply: FastifyReply, data: JsonText) {
  const body = `{"status":"success","data":${data.json}}`;
  if (checking) mustFitSchema(reply, body);
  return reply.type('application/json; charset=utf-8').send(body as never);
}

/**
 * The answer against the route's declared response schema, as the zod
 * serializer checks every other answer, and stricter: a field the schema
 * does not declare fails too (the serializer would drop it; sent as it is,
 * it would leave).
 */
function mustFitSchema(reply: FastifyReply, body: string) {
  const status = reply.statusCode;
  const declared = reply.routeOptions.schema?.response as Record<string, unknown> | undefined;
  const schema = (declared?.[status] ?? declared?.[`${String(status)[0]}xx`]) as
    ZodType | undefined;
  const route = `${String(reply.request.method)} ${reply.routeOptions.url ?? ''}`;
  if (!schema) throw new Error(`${route}: no response schema for ${status}`);
  const sent: unknown = JSON.parse(body);
  const parsed = schema.safeParse(sent);
  if (!parsed.success) {
    const where = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`${route}: the answer does not fit its schema (${where.join('; ')})`);
  }
  const extra = undeclared(sent, parsed.data, '');
  if (extra.length) throw new Error(`${route}: undeclared fields ${extra.join(', ')}`);
}

/** Paths of the keys `sent` has and the schema's output dropped. */
function undeclared(sent: unknown, kept: unknown, path: string): string[] {
  if (Array.isArray(sent) && Array.isArray(kept))
    return sent.flatMap((v, i) => undeclared(v, kept[i], `${path}[${i}]`));
  if (!isObject(sent) || !isObject(kept)) return [];
  return Object.keys(sent).flatMap((k) =>
    k in kept
      ? undeclared(sent[k], kept[k], path ? `${path}.${k}` : k)
      : [path ? `${path}.${k}` : k],
  );
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
