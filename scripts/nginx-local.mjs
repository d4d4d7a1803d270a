// Debian's nginx (scripts/ensure-nginx.sh), started in a folder of its own in
// front of local API servers with deploy/nginx/care.conf rendered: TLS with a
// throwaway self-signed certificate (openssl) for 127.0.0.1. Never the system
// service: its own prefix, pid, logs and temporary files, in the foreground.
// Used by apps/api/test/process/behind-nginx.test.ts and `npm run bench`.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const TEMPLATE = path.resolve(import.meta.dirname, '../deploy/nginx/care.conf');

/** nginx on PATH, or where Debian puts it (/usr/sbin is not on every user's PATH). */
export function nginxBinary() {
  for (const dir of [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin']) {
    if (dir && existsSync(path.join(dir, 'nginx'))) return path.join(dir, 'nginx');
  }
  throw new Error('nginx is missing: bash scripts/ensure-nginx.sh installs it');
}

/** deploy/nginx/care.conf with its ${CARE_*} placeholders filled in, as envsubst would. */
export function renderCareConf(values) {
  const text = readFileSync(TEMPLATE, 'utf8').replace(/^\s*#.*\n/gm, '');
  return text.replace(/\$\{(CARE_[A-Z_]+)\}/g, (_, name) => {
    if (values[name] === undefined) throw new Error(`care.conf: no value for ${name}`);
    return values[name];
  });
}

const listening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Starts nginx on 127.0.0.1:`port` (TLS) in front of `upstreams` (ports on
 * 127.0.0.1). Its access log (`accessLog()`) has one line a request: the
 * client's address, the X-Forwarded-For it sent, the server that answered
 * (several when nginx passed it on) and the status. One worker by default,
 * so the round robin alternates strictly.
 */
export async function startNginx({ port, upstreams, workers = 1 }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'care-nginx-'));
  // nginx started by root runs its workers as nobody: they must reach the folder
  chmodSync(dir, 0o755);
  const at = (name) => path.join(dir, name);
  const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
  const files = ['-keyout', at('key.pem'), '-out', at('cert.pem')];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', ...subject, ...files],
    {
      stdio: 'ignore',
    },
  );
  writeFileSync(
    at('care.conf'),
    renderCareConf({
      CARE_HOST: '127.0.0.1',
      CARE_LISTEN: `127.0.0.1:${port}`,
      CARE_API_A: `127.0.0.1:${upstreams[0]}`,
      CARE_API_B: `127.0.0.1:${upstreams[1]}`,
      CARE_TLS_CERT: at('cert.pem'),
      CARE_TLS_KEY: at('key.pem'),
      CARE_ACCESS_LOG: at('access.log'),
    }),
  );
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `  ${t}_temp_path ${at(`temp-${t}`)};`)
    .join('\n');
  writeFileSync(
    at('nginx.conf'),
    `worker_processes ${workers};
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
events { worker_connections 1024; }
http {
${temp}
  include ${at('care.conf')};
}
`,
  );
  const child = spawn(
    nginxBinary(),
    ['-p', dir, '-c', at('nginx.conf'), '-e', at('error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const errorLog = () => (existsSync(at('error.log')) ? readFileSync(at('error.log'), 'utf8') : '');
  for (let i = 0; !(await listening(port)); i++) {
    if (child.exitCode !== null || i > 100) {
      const log = errorLog();
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start on ${port}: ${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port,
    base: `https://127.0.0.1:${port}`,
    /** The certificate to trust (it is its own authority). */
    ca: readFileSync(at('cert.pem'), 'utf8'),
    dir,
    accessLog: () => (existsSync(at('access.log')) ? readFileSync(at('access.log'), 'utf8') : ''),
    errorLog,
    async stop() {
      // TERM: a fast shutdown (QUIT would wait for idle keepalive clients)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
