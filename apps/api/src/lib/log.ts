import pino, { type DestinationStream, type Logger, type SerializerFn } from 'pino';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API, API_BASE } from '@app/contract';

// What the server log may hold (issue 20). Customers' and nurses' names, phone
// numbers and health data are personal data; the log is read by more people,
// and kept longer, than the database. So a request line names its route
// pattern and ids, never the query string (search terms are names and phone
// numbers) or the body; an error names its kind, code, table and constraint,
// never the SQL parameters or the database's detail ("Key (phonenumber)=(...)",
// "Failing row contains (...)"), which carry the values written.

/** Secrets never reach a log line: not the bearer token, not a code, not a password. */
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'body.password',
  'body.code',
  'body.token',
];

/**
 * Routes whose path parameter is a secret: a calendar feed's address (issue
 * 27), the SMS gateway's callback key (issue 39) and a visit link's token. Their parameters are
 * never logged, nor what follows their place in an address no route serves
 * (a GET of a callback URL, a key past the router's length).
 */
const SECRET_ROUTES: readonly string[] = [
  API.schedule.feed,
  API.sms.deliveryCallback,
  API.sms.incomingCallback,
  API.visits.ussdCallback,
  // a nurse's one-tap check-in link: whoever holds it checks her in (issue 37)
  API.visits.link,
  API.visits.linkCheck,
].map((pattern) => `${API_BASE}${pattern}`);
const REDACTED = '[redacted]';
/** What comes before each secret ('calendar', 'sms/delivery', …): in a path, the rest is cut. */
const places = SECRET_ROUTES.map((r) => r.slice(API_BASE.length + 1).replace(/\/:\w+$/, ''));
const SECRET_PLACES = new RegExp(`(/(?:${places.join('|').replace(/\//g, '/+')})/).*`, 'i');

/** A path no route serves, to find probes: without its query, and without a secret segment. */
const unroutedPath = (url: string) =>
  url.split('?', 1)[0]!.replace(SECRET_PLACES, `$1${REDACTED}`).slice(0, 200);

/** A request: its route pattern ('/api/v1/customer/:id') and path ids; no query string. */
function requestLine(req: FastifyRequest) {
  const route = req.routeOptions?.url;
  // Unrouted, the not-found handler's `*` is the path again, uncut: left out.
  const params = !route
    ? undefined
    : SECRET_ROUTES.includes(route)
      ? Object.fromEntries(Object.keys(req.params ?? {}).map((name) => [name, REDACTED]))
      : req.params;
  return {
    method: req.method,
    route: route ?? null,
    // An address no route serves is logged as a path (without its query), to find probes.
    ...(route ? {} : { path: unroutedPath(req.url) }),
    ...(params && Object.keys(params).length ? { params } : {}),
    remoteAddress: req.ip,
  };
}

function replyLine(reply: FastifyReply) {
  return { statusCode: reply.statusCode, route: reply.request?.routeOptions?.url ?? null };
}

// Words after which Postgres quotes a name of its own, kept; any other quoted
// text in an error message is a value ('invalid input syntax for type integer:
// "0772..."', 'value "..." is out of range') and is replaced.
const NAMED =
  /\b(?:relation|constraint|column|table|type|index|function|schema|database|sequence|role|extension|trigger|view|operator|enum|of relation|of type)\s*$/i;

/** An error message without the values it may quote, and without drizzle's `params:` line. */
export function scrubMessage(message: string): string {
  const text = message.replace(/\nparams:[\s\S]*$/, '');
  return text.replace(/"([^"\n]*)"/g, (whole: string, _inner: string, at: number) =>
    NAMED.test(text.slice(Math.max(0, at - 30), at)) ? whole : '"[redacted]"',
  );
}

// Fields of a database error that name where it failed, not what was written.
const DB_FIELDS = ['severity', 'table', 'column', 'constraint', 'dataType', 'routine', 'schema'];

type Loose = Record<string, unknown>;

/** An error as the log keeps it: kind, code, scrubbed message and stack, causes. */
export function safeError(err: unknown, depth = 0, parentQuery?: string): Loose {
  if (!err || typeof err !== 'object') return { type: typeof err, message: '[not an error]' };
  const e = err as Loose;
  const ctor = (err as Error).constructor?.name ?? '';
  // A bundled driver's class may be minified ('C'): its own name says more.
  const type = ctor.length > 2 ? ctor : typeof e.name === 'string' ? e.name : 'Error';
  const query = typeof e.query === 'string' ? e.query : undefined;
  const issues = Array.isArray(e.issues) ? (e.issues as Loose[]) : undefined;
  // drizzle's 'Failed query: <SQL>\nparams: <values>': the SQL goes to `query`, the values nowhere.
  // A zod error's message is its issues as JSON: kept below, as they are (zod holds no input).
  const message =
    query && String(e.message).startsWith('Failed query')
      ? 'Failed query'
      : issues
        ? `${issues.length} issue(s)`
        : scrubMessage(String(e.message ?? ''));
  const frames =
    typeof e.stack === 'string' ? e.stack.split('\n').filter((l) => /^\s+at /.test(l)) : [];
  const out: Loose = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  for (const f of DB_FIELDS) if (typeof e[f] === 'string') out[f] = e[f];
  // The statement (placeholders only, once per chain) and how many values, never the values.
  if (query && query !== parentQuery) out.query = query;
  if (Array.isArray(e.params)) out.paramCount = e.params.length;
  if (issues)
    out.issues = issues
      .slice(0, 20)
      .map(({ code, path, message: says, expected }) => ({ code, path, message: says, expected }));
  if (depth < 5) {
    if (e.cause) out.cause = safeError(e.cause, depth + 1, query ?? parentQuery);
    if (Array.isArray(e.errors))
      out.errors = e.errors.slice(0, 10).map((x) => safeError(x, depth + 1, query ?? parentQuery));
  }
  return out;
}

/** The serializers every server log uses (Fastify's request lines, `{ err }` of any line). */
export const LOG_SERIALIZERS: Record<string, SerializerFn> = {
  req: requestLine as SerializerFn,
  res: replyLine as SerializerFn,
  err: safeError,
};

/** The server's logger (server.ts); tests build the same one on an in-memory stream. */
export function createLogger(level: string, stream?: DestinationStream): Logger {
  const options = { level, redact: LOG_REDACT, serializers: LOG_SERIALIZERS };
  return stream ? pino(options, stream) : pino(options);
}

/** Logger options given to buildApp (tests) follow the same rules as the server's logger. */
export function withLogPolicy<T>(logger: T): T | false {
  if (!logger) return false;
  const given = logger === true ? {} : (logger as Loose);
  return {
    level: 'info',
    redact: LOG_REDACT,
    ...given,
    serializers: { ...LOG_SERIALIZERS, ...(given.serializers as Loose | undefined) },
  } as T;
}
