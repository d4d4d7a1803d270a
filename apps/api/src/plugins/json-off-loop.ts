import { Worker } from 'node:worker_threads';

// Large JSON bodies parsed on a thread of their own (issue 36). A 14 MB
// statement upload took JSON.parse 80 ms and its decoding 60 ms of the event
// loop here: /health and every other request waited. Only the two statement
// routes take bodies this large (the app's limit is 1 MB); smaller bodies
// are parsed where they arrive, as before. The thread starts with the first
// large body and stops when it has had none for a while.

/** Bodies larger than this are parsed on the worker; a 256 KB body parses in about a millisecond. */
export const OFF_LOOP_BYTES = 256 * 1024;
/** The worker is stopped after this long without a body (its memory given back). */
const IDLE_MS = 30_000;

export type JsonJob = { id: number; bytes: Uint8Array; maxDepth: number };
/** What the worker made of a body: its value, or why none. */
export type JsonResult = { kind: 'value'; value: unknown } | { kind: 'empty' | 'deep' | 'invalid' };
export type JsonOutcome = { id: number } & JsonResult;

// json-worker.ts beside this file under tsx and vitest; json-worker.js beside the build's server.js
const WORKER_URL = new URL(
  import.meta.url.endsWith('.ts') ? './json-worker.ts' : './json-worker.js',
  import.meta.url,
);

type Waiting = { resolve: (o: JsonOutcome) => void; reject: (err: Error) => void };
let worker: Worker | undefined;
let idle: NodeJS.Timeout | undefined;
let lastId = 0;
const waiting = new Map<number, Waiting>();

/** The worker gone (stopped when idle, or failed): what it had is refused, a new one starts next time. */
function gone(w: Worker, err: Error) {
  if (worker !== w) return;
  worker = undefined;
  for (const p of waiting.values()) p.reject(err);
  waiting.clear();
}

function started(): Worker {
  if (worker) return worker;
  const w = new Worker(WORKER_URL, {
    // A 30 MB body and what it parses to, with room; more ends the thread, not the server.
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  w.unref();
  w.on('message', (o: JsonOutcome) => {
    const p = waiting.get(o.id);
    waiting.delete(o.id);
    p?.resolve(o);
  });
  // @types/node 26 types what a worker throws as unknown: it need not be an Error.
  w.on('error', (err) => gone(w, err instanceof Error ? err : new Error(String(err))));
  w.on('exit', (code) => gone(w, new Error(`the JSON worker stopped (exit code ${code})`)));
  worker = w;
  return w;
}

/** Stops the worker once it has had nothing to do for IDLE_MS. */
function stopWhenIdle() {
  clearTimeout(idle);
  idle = setTimeout(() => {
    if (waiting.size || !worker) return;
    const w = worker;
    worker = undefined;
    void w.terminate();
  }, IDLE_MS);
  idle.unref();
}

/** A body decoded, depth-checked and parsed on the worker thread. */
export function parseOffLoop(bytes: Uint8Array, maxDepth: number): Promise<JsonOutcome> {
  const w = started();
  const id = ++lastId;
  return new Promise<JsonOutcome>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    // Handed over, not copied (copying 14 MB held the event loop 50 ms),
    // when the bytes are all of their memory: Fastify's body is a copy of its own.
    const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    const transfer = own && bytes.buffer instanceof ArrayBuffer ? [bytes.buffer] : [];
    w.postMessage({ id, bytes, maxDepth } satisfies JsonJob, transfer);
  }).finally(stopWhenIdle);
}
