// Bundles the API into dist/server.js. Workspace packages (@app/*, shipped as
// TypeScript source) are bundled in; every npm dependency stays external.
// The JSON worker (src/plugins/json-worker.ts) is an entry of its own, built
// beside server.js, where json-off-loop.ts starts it from.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

// API_OUTFILE: a second build beside the first (scripts/e2e-isolated.sh).
const outfile = process.env.API_OUTFILE ?? 'dist/server.js';

const result = await build({
  entryPoints: {
    [path.basename(outfile, '.js')]: 'src/server.ts',
    'json-worker': 'src/plugins/json-worker.ts',
    // npm run files:move (issue 39)
    'move-files': 'src/move-files.ts',
  },
  outdir: path.dirname(outfile),
  bundle: true,
  // Issue 39: what server.ts imports dynamically is a chunk of its own, with
  // its npm imports: the server is loaded only after tracing hooks pg (ADR
  // 049), and an unused part (OpenTelemetry, prom-client) is never loaded.
  // Chunks sit beside server.js, where their import.meta.url paths expect.
  splitting: true,
  metafile: true,
  platform: 'node',
  format: 'esm',
  target: 'node26',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-npm-deps',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

// The chunks of this entry's previous build that this one no longer has
// (their names carry a hash). Only those: another build beside this one
// (API_OUTFILE) keeps its own.
const dir = path.dirname(outfile);
const manifest = path.join(dir, `${path.basename(outfile, '.js')}.files.json`);
const built = Object.keys(result.metafile.outputs).map((f) => path.relative(dir, f));
const before = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')) : [];
for (const name of before) if (!built.includes(name)) rmSync(path.join(dir, name), { force: true });
writeFileSync(manifest, JSON.stringify(built, null, 1));
