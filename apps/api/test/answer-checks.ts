import type { LightMyRequestResponse } from 'fastify';

// What every API answer must look like (API.md): the envelope, and nothing
// of the server's insides. Shared by the fuzz, permission and leak suites.

const LEAKS: [string, RegExp][] = [
  ['stack trace', /\n\s+at |\bat [\w.<>$]+ \(|"stack"\s*:/],
  [
    'file path',
    /node_modules|file:\/\/|\/(?:work|home|root|usr|srv|app|tmp)\/[\w.-]+|\.(?:ts|js|mjs|cjs):\d+/,
  ],
  [
    'SQL text',
    /\b(?:SELECT|INSERT INTO|DELETE FROM|UPDATE \w+ SET)\b|Failed query|syntax error at or near/,
  ],
  [
    'database error',
    /violates (?:unique|foreign key|check|not-null) constraint|duplicate key value|relation "|column "|invalid byte sequence|invalid input syntax|out of range for type|DrizzleQueryError/,
  ],
];

/** Leaks in an answer, ignoring text the request itself sent (an echo is no leak). */
export function leaksIn(body: string, sent = ''): string[] {
  const out: string[] = [];
  for (const [what, re] of LEAKS) {
    const m = new RegExp(re.source, 'g');
    for (const hit of body.matchAll(m)) {
      if (!sent.includes(hit[0])) {
        out.push(`${what}: ${hit[0]}`);
        break;
      }
    }
  }
  return out;
}

/** Problems with the API.md envelope of a JSON answer; [] when it is right. */
export function envelopeProblems(res: LightMyRequestResponse): string[] {
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return [`not JSON (${res.headers['content-type']})`];
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return ['not an object'];
  const b = body as Record<string, unknown>;
  if (res.statusCode < 300) return b.status === 'success' ? [] : ['2xx without status "success"'];
  const problems: string[] = [];
  if (b.status !== 'failed') problems.push('status is not "failed"');
  if (typeof b.error !== 'string' || b.error.trim() === '') problems.push('no error sentence');
  const extra = Object.keys(b).filter((k) => !['status', 'error', 'details'].includes(k));
  if (extra.length) problems.push(`extra keys ${extra.join(', ')}`);
  if (b.details !== undefined) {
    const d = b.details as Record<string, unknown>;
    if (!d || typeof d !== 'object' || Array.isArray(d)) problems.push('details is not an object');
    else if (Object.values(d).some((v) => typeof v !== 'string'))
      problems.push('details holds a non-string');
  }
  return problems;
}
