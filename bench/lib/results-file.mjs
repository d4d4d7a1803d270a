// The report npm run bench writes (bench/results.md, or BENCH_OUT): the
// machine and the run on top, the parts' sections, and the previous run of
// the same file kept below them (previousRun, bench/lib/report.mjs).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { previousRun } from './report.mjs';
import { root } from './server.mjs';

/**
 * Writes the sections in `md` under a header of the run (`started` its
 * Date.now(), `loadBefore` the load average then, `all` whether the
 * PostgreSQL scenarios met every budget, undefined when not run).
 */
export async function writeResults({ md, started, loadBefore, all }) {
  const header = [
    '# Benchmark results',
    '',
    `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ` +
      `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ` +
      `in ${((Date.now() - started) / 60000).toFixed(1)} min. Budgets (issue 10): every read p99 < 50 ms with 0 errors, ` +
      'API p50 <= 2 x SQL p50 + 1 ms, writes p99 < 50 ms, server RSS < 300 MB. ' +
      `Load average (1 min) of the machine: ${loadBefore.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end ` +
      '(anything above about 1 means other work shared the two cores and the figures are pessimistic).',
    '',
    `PostgreSQL scenarios within every budget: ${all === undefined ? 'not run' : all ? 'yes' : '**no**'}.`,
    '',
  ];
  // Written as prettier would, so the repository's format check stays green.
  const prettier = await import('prettier');
  // BENCH_OUT: another file, for a part or a comparison, leaving bench/results.md as it is.
  const file = path.resolve(root, process.env.BENCH_OUT || 'bench/results.md');
  const options = { ...(await prettier.resolveConfig(file)), parser: 'markdown' };
  const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
  writeFileSync(
    file,
    await prettier.format([...header, ...md, ...previousRun(before)].join('\n'), options),
  );
  console.log(`\nWrote ${path.relative(root, file)}`);
}
