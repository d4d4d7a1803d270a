import https from 'node:https';
import { MSG } from '@app/contract';
import { call, type Call, type Target } from './behind-nginx.ts';
import { incomeBody } from '../ledger-factories.ts';

// Clients of the API behind nginx during a failure: reads and ledger entries
// (creations with an Idempotency-Key), back to back for a while. A request
// cut off (no connection, 502, 503, 504) is sent again, a creation with the
// same key and body, as the web app does; every request ends with an answer.

/** Answers after which the same request is sent again. */
const RETRIED = new Set([502, 503, 504]);
/** How long a client keeps repeating one request. */
const PATIENCE_MS = 20_000;

export type Outcome = {
  kind: 'read' | 'create';
  /** The final answer's status (0: none within PATIENCE_MS). */
  status: number;
  attempts: number;
  /** Answered from the key's stored first answer (idempotent-replayed). */
  replayed: boolean;
  /** What came back before the final answer (status or error), in order. */
  cutOff: string[];
  docId?: string;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request until it is answered, or PATIENCE_MS is up. */
async function untilAnswered(to: Target, c: Call, kind: Outcome['kind'], docId?: string) {
  const started = Date.now();
  const cutOff: string[] = [];
  for (let attempts = 1; ; attempts++) {
    try {
      const answer = await call(to, c);
      const { status } = answer;
      const replayed = answer.headers['idempotent-replayed'] === 'true';
      // the key still held by a request that was cut off: it is answered later
      const inFlight = status === 409 && answer.body?.error === MSG.idempotencyInFlight;
      if (!RETRIED.has(status) && !inFlight)
        return { kind, status, attempts, replayed, cutOff, docId };
      cutOff.push(String(status));
    } catch (err) {
      cutOff.push((err as NodeJS.ErrnoException).code ?? (err as Error).message);
    }
    if (Date.now() - started > PATIENCE_MS)
      return { kind, status: 0, attempts, replayed: false, cutOff, docId };
    await pause(100 + Math.random() * 150);
  }
}

/** The ledger entry a client makes: its doc_id says which run, client and request. */
const entry = (docId: string, customerId: number) =>
  incomeBody(customerId, { txn_date: '2026-11-30', status: 'Paid', amount: 95_000, doc_id: docId });

/**
 * `clients` clients through `to` for `seconds`, each alternating a read of
 * the ledger's first page and a new entry: every outcome, in order.
 */
export async function mixedLoad(o: {
  to: Target;
  headers: Record<string, string>;
  customerId: number;
  clients: number;
  seconds: number;
  /** Marks this run's entries (doc_id LOAD-<runId>-...). */
  runId: string;
}): Promise<Outcome[]> {
  const until = Date.now() + o.seconds * 1000;
  const outcomes: Outcome[] = [];
  await Promise.all(
    Array.from({ length: o.clients }, async (_, client) => {
      // a client keeps its connection to nginx, as a browser does
      const to = { ...o.to, agent: new https.Agent({ keepAlive: true, ca: o.to.ca }) };
      for (let n = 0; Date.now() < until; n++) {
        if (n % 2 === 0) {
          outcomes.push(
            await untilAnswered(
              to,
              { method: 'GET', url: '/income_trace?offset=0&limit=10', headers: o.headers },
              'read',
            ),
          );
          continue;
        }
        const docId = `LOAD-${o.runId}-${client}-${n}`;
        const headers = { ...o.headers, 'idempotency-key': `load-${o.runId}-${client}-${n}` };
        const c = {
          method: 'POST',
          url: '/income_trace',
          headers,
          body: entry(docId, o.customerId),
        };
        outcomes.push(await untilAnswered(to, c, 'create', docId));
      }
      to.agent.destroy();
    }),
  );
  return outcomes;
}
