// npm run bench:visits: issue 37's figures alone (bench/lib/visits.mjs): the
// incoming-SMS callback at 50 connections (p99 < 100 ms) and a burst of
// 1,000 check-ins in a minute, none lost and none recorded twice, on a fresh
// PostgreSQL database with the demo data. `npm run bench` runs it too.
//
// DATABASE_URL (postgres://postgres@127.0.0.1:5432/care_bench: the server it
// names hosts the fresh database care_bench_visits), BENCH_PORT (3690),
// BENCH_SECONDS (10 under load, after the burst).
import { rmSync } from 'node:fs';
import os from 'node:os';
import { ensureBuild, ensureTools } from './lib/prepare.mjs';
import { workDir } from './lib/server.mjs';

ensureTools();
const { measureVisits, visitsPass, visitsTable } = await import('./lib/visits.mjs');

if (!process.env.BENCH_SERVER) ensureBuild();
const work = workDir('care-visits-bench-');
try {
  const figures = await measureVisits({
    url: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/care_bench',
    port: Number(process.env.BENCH_PORT ?? 3690),
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
    env: { DATA_DIR: work, APP_SECRET: 'bench-secret-0123456789-0123456789-abcdef' },
  });
  console.log(`\nLoad average (1 min): ${os.loadavg()[0].toFixed(1)}\n`);
  console.log(visitsTable(figures));
  console.log(`\nWithin budget: ${visitsPass(figures) ? 'yes' : 'NO'}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
