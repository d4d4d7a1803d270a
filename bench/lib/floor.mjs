// The SQL floor: the statements one API request ran, replayed straight
// through `pg` with the same number of callers and the server's pool size,
// prepared under the same names as the server prepared them.
import { readFileSync } from 'node:fs';
import pg from 'pg';

/**
 * The statements captured inside [t0, t1] (one request), in waves: statements
 * sent before the previous one answered ran in parallel (Promise.all) and
 * are replayed so. Writes (the occasional session touch) are left out.
 */
export function statementsBetween(file, t0, t1) {
  const all = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))
    .filter((s) => s.t0 >= t0 && s.t0 <= t1 && /^\s*(select|with)\b/i.test(s.text))
    .sort((a, b) => a.t0 - b.t0);
  const waves = [];
  let end = -Infinity;
  for (const s of all) {
    if (waves.length && s.t0 < end) {
      waves.at(-1).push(s);
      end = Math.max(end, s.t1);
    } else {
      waves.push([s]);
      end = s.t1;
    }
  }
  return waves;
}

const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Runs `requests` (each a list of waves) round-robin from `connections` callers for `seconds`. */
export async function runFloor({ url, poolSize, connections, seconds, requests }) {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: '-c TimeZone=UTC' });
  const run = (waves) =>
    waves.reduce(
      (prev, wave) =>
        prev.then(() =>
          Promise.all(
            wave.map((s) =>
              pool.query({ name: s.name, text: s.text, values: s.values, rowMode: s.rowMode }),
            ),
          ),
        ),
      Promise.resolve(),
    );
  let next = 0;
  const loop = async (until, out) => {
    while (performance.now() < until) {
      const t = performance.now();
      await run(requests[next++ % requests.length]);
      out?.push(performance.now() - t);
    }
  };
  // A short warm-up, then the measured run.
  const warm = performance.now() + 2000;
  await Promise.all(Array.from({ length: connections }, () => loop(warm)));
  const times = [];
  const until = performance.now() + seconds * 1000;
  const start = performance.now();
  await Promise.all(Array.from({ length: connections }, () => loop(until, times)));
  const elapsed = (performance.now() - start) / 1000;
  await pool.end();
  times.sort((a, b) => a - b);
  return { rps: times.length / elapsed, p50: pct(times, 50), p99: pct(times, 99) };
}
