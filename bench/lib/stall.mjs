// Issue 36's figures: a big statement never stalls the server. While a
// hostile 10 MB statement (5,000,000 near-empty rows) is previewed and
// uploaded, and while a normal 100,000-row statement is previewed, uploaded
// and imported to Done, a probe asks GET /api/v1/health every 50 ms; its
// p99 must stay under 100 ms.
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { API_BASE } from '../../packages/contract/src/paths.ts';
import { MAPPING as BENCH_MAPPING, buildStatement } from './reconcile.mjs';

export const HOSTILE_ROWS = 5_000_000;
export const NORMAL_ROWS = 100_000;
const PROBE_EVERY_MS = 50;
export const PROBE_BUDGET_MS = 100;
/** The bench statements' columns, with their Status column (buildStatement writes one). */
const MAPPING = { ...BENCH_MAPPING, status: 'Status' };

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

/**
 * GET /health every 50 ms from a thread of its own (probe-worker.mjs), each
 * answer timed on its own: a slow one does not hold the next.
 */
export function startProbe(base) {
  const worker = new Worker(new URL('./probe-worker.mjs', import.meta.url), {
    workerData: { url: `${base}${API_BASE}/health`, everyMs: PROBE_EVERY_MS },
  });
  return {
    async stop() {
      worker.postMessage('stop');
      const [times] = await once(worker, 'message');
      await worker.terminate();
      const sorted = [...times].sort((a, b) => a - b);
      return {
        probes: sorted.length,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? 0,
      };
    },
  };
}

async function post(base, token, path, body) {
  const t0 = performance.now();
  const res = await fetch(`${base}${API_BASE}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await res.json();
  return { status: res.status, ms: performance.now() - t0, answer };
}

/** The hostile file, previewed and uploaded (each refused at once: more than RECON_MAX_ROWS rows). */
export async function hostileStatement({ base, token }) {
  const content = `Id,Date,Amount\n${',\n'.repeat(HOSTILE_ROWS)}`;
  const file = { provider: 'MTN', fileName: 'hostile.csv', content };
  const probe = startProbe(base);
  await new Promise((r) => setTimeout(r, 500));
  const preview = await post(base, token, '/reconciliation/preview', file);
  const upload = await post(base, token, '/reconciliation/imports', {
    ...file,
    mapping: { transaction_id: 'Id', occurred_at: 'Date', amount: 'Amount' },
  });
  await new Promise((r) => setTimeout(r, 500));
  return {
    scenario: `hostile ${(content.length / 2 ** 20).toFixed(0)} MB, ${HOSTILE_ROWS.toLocaleString('en')} near-empty rows`,
    requests: `preview ${preview.status} in ${Math.round(preview.ms)} ms, upload ${upload.status} in ${Math.round(upload.ms)} ms`,
    answer: preview.answer.error,
    ...(await probe.stop()),
  };
}

/** A normal statement previewed, uploaded and imported to Done (lines stored and matched). */
export async function normalStatement({ base, token, rows = NORMAL_ROWS }) {
  const tag = `ST${Date.now().toString(36).toUpperCase()}`;
  const { content } = await buildStatement({ query: async () => ({ rows: [] }) }, tag, rows);
  const file = { provider: 'MTN', fileName: `${tag}.csv`, content };
  const headers = { authorization: `Bearer ${token}` };
  const probe = startProbe(base);
  await new Promise((r) => setTimeout(r, 500));
  const preview = await post(base, token, '/reconciliation/preview', file);
  if (preview.status !== 200) throw new Error(`preview: ${preview.status} ${preview.answer.error}`);
  const upload = await post(base, token, '/reconciliation/imports', { ...file, mapping: MAPPING });
  if (upload.status !== 202) throw new Error(`upload: ${upload.status} ${upload.answer.error}`);
  const t0 = performance.now();
  let done;
  while (performance.now() - t0 < 900_000) {
    const r = await fetch(`${base}${API_BASE}/reconciliation/imports/${upload.answer.data.id}`, {
      headers,
    });
    done = (await r.json()).data;
    if (done.state === 'Done' || done.state === 'Failed') break;
    await new Promise((r) => setTimeout(r, 250));
  }
  await new Promise((r) => setTimeout(r, 500));
  if (done.state !== 'Done') throw new Error(`the import ended ${done.state}: ${done.failure}`);
  return {
    scenario: `${rows.toLocaleString('en')} rows (${(content.length / 2 ** 20).toFixed(1)} MB) imported`,
    requests: `preview ${Math.round(preview.ms)} ms, upload ${Math.round(upload.ms)} ms, import to Done ${((performance.now() - t0) / 1000).toFixed(1)} s (${done.added.toLocaleString('en')} added)`,
    ...(await probe.stop()),
  };
}

const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)}` : 'no answer');

/** The probe's figures as a markdown table. */
export function stallTable(rows) {
  return [
    `| Database | Statement | Requests | /health probes | p50 / p99 / max (ms) | p99 < ${PROBE_BUDGET_MS} ms |`,
    '|---|---|---|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.scenario} | ${r.requests} | ${r.probes} | ${ms(r.p50)} / ${ms(r.p99)} / ${ms(r.max)} | ${r.p99 < PROBE_BUDGET_MS ? 'yes' : 'NO'} |`,
    ),
  ].join('\n');
}
