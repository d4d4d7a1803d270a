// Timing a bench's requests: each one's latency as they are sent N at a
// time or at their own moments (arrivals), and the CPU the processes used.
import { readFileSync, readdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

/** User + system CPU seconds of the processes `pids` so far (100 clock ticks a second). */
export function cpuOf(pids) {
  let sum = 0;
  for (const pid of pids) {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      sum += (Number(f[11]) + Number(f[12])) / 100;
    } catch {
      // gone meanwhile
    }
  }
  return sum;
}

/** Every PostgreSQL process on the machine (its other databases' work counts too). */
export const postgresPids = () =>
  readdirSync('/proc').filter((d) => {
    try {
      return /^\d+$/.test(d) && readFileSync(`/proc/${d}/comm`, 'utf8').trim() === 'postgres';
    } catch {
      return false;
    }
  });

/** Percentiles of latencies in ms, one decimal. */
export function spread(ms) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q) => Math.round(s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] * 10) / 10;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

/** Sends each item's request `concurrency` at a time: statuses, each one's latency, the whole time. */
export async function send(items, request, concurrency = 50) {
  const statuses = [];
  const latencies = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const [url, init] = request(items[next++]);
      const t = performance.now();
      const res = await fetch(url, init);
      await res.arrayBuffer();
      latencies.push(performance.now() - t);
      statuses.push(res.status);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const ok = statuses.filter((s) => s >= 200 && s < 300).length;
  const codes = {};
  for (const s of statuses) codes[s] = (codes[s] ?? 0) + 1;
  return { sent: items.length, ok, ms: performance.now() - t0, ...spread(latencies), codes };
}

/**
 * Sends each item's request at its own moment, `intervalMs` apart, whatever
 * the answers before it (arrivals, as a provider's callbacks come): statuses,
 * each one's latency, the whole time.
 */
export async function sendPaced(items, request, intervalMs) {
  const statuses = [];
  const latencies = [];
  const t0 = performance.now();
  await Promise.all(
    items.map(async (item, i) => {
      const wait = t0 + i * intervalMs - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const [url, init] = request(item);
      const t = performance.now();
      const res = await fetch(url, init);
      await res.arrayBuffer();
      latencies.push(performance.now() - t);
      statuses.push(res.status);
    }),
  );
  const ok = statuses.filter((s) => s >= 200 && s < 300).length;
  return { sent: items.length, ok, ms: performance.now() - t0, ...spread(latencies) };
}
