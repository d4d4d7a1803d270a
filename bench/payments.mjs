// npm run bench:payments: issue 43's figure alone (bench/lib/payments.mjs):
// 1,000 MTN MoMo payment callbacks arriving in a minute are all applied, none
// twice, with the callback endpoint's p99 under 100 ms; on a fresh
// PostgreSQL database with the demo data, MTN a fake in this process.
// `npm run bench` runs it too.
//
// DATABASE_URL (postgres://postgres@127.0.0.1:5432/care_bench: the server it
// names hosts the fresh database care_bench_payments), BENCH_PORT (3790; its
// mail sink the port 1000 above), BENCH_SECONDS (10 under load, after the burst).
import { rmSync } from 'node:fs';
import os from 'node:os';
import { ensureBuild, ensureTools } from './lib/prepare.mjs';
import { workDir } from './lib/server.mjs';

ensureTools();
const { measurePayments, paymentsPass, paymentsTable } = await import('./lib/payments.mjs');

if (!process.env.BENCH_SERVER) ensureBuild();
const work = workDir('care-payments-bench-');
try {
  const figures = await measurePayments({
    url: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/care_bench',
    port: Number(process.env.BENCH_PORT ?? 3790),
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
    env: { DATA_DIR: work, APP_SECRET: 'bench-secret-0123456789-0123456789-abcdef' },
  });
  console.log(`\nLoad average (1 min): ${os.loadavg()[0].toFixed(1)}\n`);
  console.log(paymentsTable(figures));
  // The answers' status codes, when some were not 2xx: what went wrong.
  for (const part of ['prompts', 'callbacks', 'again'])
    if (figures[part].ok !== figures[part].sent)
      console.log(`${part}: status codes ${JSON.stringify(figures[part].codes)}`);
  console.log(`\nWithin budget: ${paymentsPass(figures) ? 'yes' : 'NO'}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
