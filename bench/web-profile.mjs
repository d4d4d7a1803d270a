// npm run bench:web-profile [screen ...]: where a screen's main-thread time goes
// on a phone. Loads each main screen (signed in, demo data, a fresh embedded
// database) in Debian's chromium with the CPU slowed 4x, as Lighthouse's phone
// settings do, and prints its long tasks (over 50 ms, what Total Blocking Time
// adds up) and the functions that took the most time, by script; then each
// screen's median over PROFILE_RUNS visits (3). To read function names, build
// unminified (`npx vite build --minify false --outDir /tmp/dist` in apps/web)
// and serve that build with WEB_DIST=/tmp/dist.
//
// PROFILE_TASKS=N   the N most costly functions inside each long task
// PROFILE_CALLERS=F who called function F (say getBoundingClientRect)
// PROFILE_EVENTS=1  the trace events of a long task with no script in it
// BENCH_PORT (3392), BENCH_SMTP_PORT (2792); BENCH_SERVER another server build.
import { ensureBuild, ensureTools } from './lib/prepare.mjs';

ensureTools();
if (!process.env.BENCH_SERVER) ensureBuild();
const { default: puppeteer } = await import('puppeteer-core');
const { startDemo } = await import('./lib/demo.mjs');
const { MAIN_SCREENS, signInAndSettle, storeSession } = await import('./lib/web.mjs');

const screens = process.argv.slice(2).length ? process.argv.slice(2) : MAIN_SCREENS;
const demo = await startDemo({
  port: Number(process.env.BENCH_PORT ?? 3392),
  smtpPort: Number(process.env.BENCH_SMTP_PORT ?? 2792),
});

const frameName = ({ functionName, url, lineNumber }) =>
  `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;

/**
 * Time of each function in a CPU profile between two instants (µs, the trace's
 * clock), in ms, biggest first: its own time (`self`) or with what it called.
 */
function hotFunctions(profile, { from = 0, to = Infinity, top = 12, inclusive = false } = {}) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const time = new Map();
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    if (t < from || t > to) return;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const names = new Set();
    const callers = process.env.PROFILE_CALLERS;
    if (callers) {
      // Who called the function named in PROFILE_CALLERS: its caller chain, three deep.
      if (byId.get(id).callFrame.functionName !== callers) return;
      const chain = [];
      for (let n = parent.get(id); n !== undefined && chain.length < 3; n = parent.get(n))
        chain.push(frameName(byId.get(n).callFrame));
      names.add(chain.join(' < '));
    } else
      for (let n = id; n !== undefined; n = inclusive ? parent.get(n) : undefined)
        names.add(frameName(byId.get(n).callFrame));
    for (const name of names) time.set(name, (time.get(name) ?? 0) + ms);
  });
  return [...time]
    .filter(([name]) => !/^\((idle|program|root)\)/.test(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top);
}

const KINDS = [
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'v8.compile',
  'Layout',
  'UpdateLayoutTree',
  'ParseHTML',
  'TimerFire',
  'EventDispatch',
];

/** One visit of a screen, signed in: its blocking time; with `print`, its tasks and functions. */
async function visit(browser, screen, print) {
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  await page.goto(`${demo.base}/login`);
  await storeSession(page, demo.session);
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.tracing.start({
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await cdp.send('Profiler.start');
  await page.goto(`${demo.base}${screen}`, { waitUntil: 'networkidle0' });
  await new Promise((r) => setTimeout(r, 1500));
  const { profile } = await cdp.send('Profiler.stop');
  const events = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8')).traceEvents;
  await page.close();
  const navStart = events.filter((e) => e.name === 'navigationStart').at(-1)?.ts ?? 0;
  const tasks = events.filter((e) => e.name === 'RunTask' && e.dur > 50_000 && e.ts >= navStart);
  const blocking = tasks.reduce((a, t) => a + t.dur / 1000 - 50, 0);
  if (!print) return blocking;
  console.log(`\n## ${screen}: ${tasks.length} long tasks, blocking ${blocking.toFixed(0)} ms`);
  for (const t of tasks) {
    // The biggest kinds of work inside the task.
    const kinds = new Map();
    for (const e of events)
      if (e.tid === t.tid && e.ts >= t.ts && e.ts < t.ts + t.dur && e.dur && KINDS.includes(e.name))
        kinds.set(e.name, Math.max(kinds.get(e.name) ?? 0, e.dur / 1000));
    if (process.env.PROFILE_EVENTS && kinds.size === 0)
      for (const e of events)
        if (e.tid === t.tid && e.ts >= t.ts && e.ts < t.ts + t.dur && e.dur > 2000)
          kinds.set(e.name, Math.max(kinds.get(e.name) ?? 0, e.dur / 1000));
    const what = [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 3);
    console.log(
      `  at ${((t.ts - navStart) / 1000).toFixed(0).padStart(5)} ms  ${(t.dur / 1000).toFixed(0).padStart(4)} ms  ${what.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}`,
    );
    if (process.env.PROFILE_TASKS)
      for (const [name, ms] of hotFunctions(profile, {
        from: t.ts,
        to: t.ts + t.dur,
        inclusive: true,
        top: Number(process.env.PROFILE_TASKS) || 25,
      }))
        console.log(`        ${ms.toFixed(0).padStart(5)}  ${name}`);
  }
  console.log('  hottest functions (self ms):');
  for (const [name, ms] of hotFunctions(profile))
    console.log(`    ${ms.toFixed(0).padStart(5)}  ${name}`);
  return blocking;
}

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  // The service worker installed and its files cached first, as for anyone after a first visit.
  const first = await browser.newPage();
  await signInAndSettle(first, demo.base, demo.session);
  await first.close();
  const runs = Number(process.env.PROFILE_RUNS ?? 3);
  const summary = [];
  for (const screen of screens) {
    const blocked = [];
    for (let run = 0; run < runs; run++)
      blocked.push(await visit(browser, screen, run === runs - 1));
    blocked.sort((a, b) => a - b);
    summary.push(
      `| ${screen} | ${blocked[Math.floor(runs / 2)].toFixed(0)} | ${blocked.map((b) => b.toFixed(0)).join(', ')} |`,
    );
  }
  console.log(`\nBlocking time at 4x CPU (long tasks' time over 50 ms), ${runs} visits each:\n`);
  console.log(
    ['| Screen | Median ms | Each visit |', '| --- | ---: | --- |', ...summary].join('\n'),
  );
} finally {
  await browser.close();
  await demo.stop();
}
