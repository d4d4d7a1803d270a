// What `npm run bench` makes sure of before it measures: its own tools, a
// build of the current sources, and a seeded, reset bench database.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from './server.mjs';

const run = (cmd, args, opts = {}) =>
  execFileSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });

/** autocannon and lighthouse live in bench/'s own package, out of the app's install. */
export function ensureTools() {
  const wanted = Object.keys(
    JSON.parse(readFileSync(path.join(root, 'bench/package.json'), 'utf8')).dependencies,
  );
  if (wanted.every((d) => existsSync(path.join(root, 'bench/node_modules', d)))) return;
  console.log('Installing the benchmark tools (bench/package.json) ...');
  run('npm', ['ci', '--prefix', 'bench', '--no-audit', '--no-fund']);
}

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** Builds when a built file is missing or older than any source. */
export function ensureBuild() {
  const outputs = ['apps/api/dist/server.js', 'apps/web/dist/index.html'].map((f) =>
    path.join(root, f),
  );
  const sources = Math.max(
    ...['apps/api/src', 'apps/api/drizzle', 'apps/web/src', 'packages/contract/src'].map((d) =>
      newest(path.join(root, d)),
    ),
  );
  if (outputs.every((f) => existsSync(f) && statSync(f).mtimeMs >= sources)) return;
  console.log('Building (npm run build) ...');
  run('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Seeds when the bench database is missing or out of date, then undoes any earlier run's changes. */
export function ensureSeeded(env) {
  run('npx', ['tsx', 'bench/seed.ts', '--if-needed'], { env });
  run('npx', ['tsx', 'bench/seed.ts', '--reset'], { env });
}
