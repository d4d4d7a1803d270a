import { createHash } from 'node:crypto';
import { piecesOf } from '../lib/pieces.ts';
import { turnTaker } from '../lib/turns.ts';

// The hash an idempotency key keeps of its request (idempotency.ts): the
// method, the path and the body as JSON with sorted keys, so the same
// payload always hashes alike. A long string (a statement upload's 15 MB
// content) is written and hashed a piece at a time with turns for others
// between (issue 36: at once it held the event loop over 50 ms); the text
// hashed is the same as at once, so a key's hash does not change with it.

/** Strings longer than this are escaped and hashed a piece at a time. */
const PIECE = 64 * 1024;

/** A string's JSON, in pieces that join to JSON.stringify's (never cut inside a character). */
function* stringPieces(s: string): Generator<string> {
  if (s.length <= PIECE) {
    yield JSON.stringify(s);
    return;
  }
  yield '"';
  for (const piece of piecesOf(s, PIECE)) yield JSON.stringify(piece).slice(1, -1);
  yield '"';
}

/** JSON with sorted keys (undefined left out), in pieces. */
function* canonical(value: unknown): Generator<string> {
  if (typeof value === 'string') yield* stringPieces(value);
  else if (Array.isArray(value)) {
    yield '[';
    for (const [i, v] of value.entries()) {
      if (i) yield ',';
      yield* canonical(v);
    }
    yield ']';
  } else if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    yield '{';
    for (const [i, [k, v]] of entries.entries()) {
      yield `${i ? ',' : ''}${JSON.stringify(k)}:`;
      yield* canonical(v);
    }
    yield '}';
  } else yield JSON.stringify(value) ?? 'null';
}

/** sha256 (hex) of `METHOD path canonical-body`, the event loop given turns on a long body. */
export async function requestHash(method: string, path: string, body: unknown): Promise<string> {
  const hash = createHash('sha256').update(`${method} ${path} `);
  const pause = turnTaker();
  for (const piece of canonical(body)) {
    hash.update(piece);
    if (piece.length > 1024) await pause();
  }
  return hash.digest('hex');
}
