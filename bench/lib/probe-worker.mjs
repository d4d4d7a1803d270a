// The /health probe of bench/lib/stall.mjs, in a thread of its own: the
// bench's own work (building and sending a 15 MB body) must not delay its
// timers or its reading of the answers.
import { parentPort, workerData } from 'node:worker_threads';

const { url, everyMs } = workerData;
const times = [];
const inFlight = new Set();
const timer = setInterval(() => {
  const t0 = performance.now();
  const p = fetch(url)
    .then((r) => r.arrayBuffer())
    .then(
      () => times.push(performance.now() - t0),
      () => times.push(Number.POSITIVE_INFINITY),
    )
    .finally(() => inFlight.delete(p));
  inFlight.add(p);
}, everyMs);

parentPort.once('message', async () => {
  clearInterval(timer);
  await Promise.all(inFlight);
  parentPort.postMessage(times);
});
