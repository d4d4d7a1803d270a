// Issue 39: the same scenarios through Debian's nginx (deploy/nginx/care.conf,
// TLS) in front of two servers on the bench PostgreSQL, for the row beside
// the one server's. Sign-in and the scenarios' values go to one server
// directly; the load goes through nginx, which shares it between the two.
import { execFileSync } from 'node:child_process';
import { startNginx } from '../../scripts/nginx-local.mjs';
import { runLoad } from './load.mjs';
import { prepare, readScenarios, writeScenarios } from './scenarios.mjs';
import { root, signIn, startServer } from './server.mjs';

/**
 * Starts two servers (ports `port` and `port` + 1) and nginx (`port` + 2) in
 * front of them; `env` as for one server, each with its own DATA_DIR.
 */
export async function startPair({ port, env }) {
  execFileSync('bash', ['scripts/ensure-nginx.sh'], { cwd: root, stdio: 'inherit' });
  const one = (n) =>
    startServer({
      port: port + n,
      env: { ...env, DATA_DIR: `${env.DATA_DIR}-pair-${n}`, TRUST_PROXY: '127.0.0.1' },
    });
  const servers = await Promise.all([one(0), one(1)]);
  // one worker a core, as a deployment would run it
  const nginx = await startNginx({ port: port + 2, upstreams: [port, port + 1], workers: 'auto' });
  return {
    /** Where the requests go: nginx. */
    base: nginx.base,
    /** One server, for signing in and finding the scenarios' values. */
    direct: servers[0].base,
    /** The higher of the two servers' peaks since the last call, in MB. */
    takePeak: () => Math.max(...servers.map((s) => s.takePeak())),
    async stop() {
      await nginx.stop();
      await Promise.all(servers.map((s) => s.stop()));
    },
  };
}

/** Every read and write scenario through nginx, as runScenarios does for one server. */
export async function runPairScenarios({ pair, mailbox, opts, log, account, password }) {
  const { token } = await signIn(pair.direct, mailbox, account, password);
  const params = await prepare({ base: pair.direct, token });
  const results = [];
  const scenarios = [
    ...readScenarios(params),
    ...writeScenarios(params, `pair-${Date.now().toString(36)}`),
  ];
  for (const s of scenarios) {
    const base = { base: pair.base, token, requests: s.requests };
    await runLoad({ ...base, connections: opts.connections, seconds: opts.warmup });
    pair.takePeak();
    const r = await runLoad({ ...base, connections: opts.connections, seconds: opts.seconds });
    r.rss = pair.takePeak();
    if (s.used && s.used() > s.available)
      r.note = `only ${s.available} moves exist: ${s.used() - s.available} repeated (409)`;
    log(`${s.name} (two servers, nginx)`, r);
    results.push({ name: s.name, kind: s.kind, ...r });
  }
  return results;
}
