// Times the built server from launch to /api/v1/ready on a fresh embedded
// database (migrations and demo seed included), then on the same data again.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { workDir } from './lib/server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = workDir('care-startup-');
const port = 3990;

async function start() {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = performance.now() - t0;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return ms;
}

const first = await start();
const again = await start();
rmSync(dataDir, { recursive: true, force: true });
console.log(
  `start-up to ready: first start ${(first / 1000).toFixed(1)} s (new database, migrations, demo seed), next start ${(again / 1000).toFixed(1)} s`,
);
