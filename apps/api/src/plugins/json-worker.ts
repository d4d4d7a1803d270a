// The JSON worker's thread (json-off-loop.ts starts it): a large body
// decoded, its depth checked and parsed as Fastify's own parser would
// (prototype and constructor poisoning refused), away from the event loop
// that answers every other request. It imports only what Node can load as
// it is (types stripped), under tsx, vitest and the build alike.
import { parentPort } from 'node:worker_threads';
import sjson from 'secure-json-parse';
import { tooDeepAt } from './json-depth.ts';
import type { JsonJob, JsonResult } from './json-off-loop.ts';

const POISON = { protoAction: 'error', constructorAction: 'error' } as const;

function outcome({ bytes, maxDepth }: JsonJob): JsonResult {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  if (text === '') return { kind: 'empty' };
  if (tooDeepAt(text, maxDepth) !== -1) return { kind: 'deep' };
  try {
    return { kind: 'value', value: sjson.parse(text, null, POISON) as unknown };
  } catch {
    return { kind: 'invalid' };
  }
}

parentPort?.on('message', (job: JsonJob) => {
  parentPort!.postMessage({ id: job.id, ...outcome(job) });
});
