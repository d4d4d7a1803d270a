// Bundles the API into dist/server.js. Workspace packages (@app/*, shipped as
// TypeScript source) are bundled in; every npm dependency stays external.
// The JSON worker (src/plugins/json-worker.ts) is an entry of its own, built
// beside server.js, where json-off-loop.ts starts it from.
import path from 'node:path';
import { build } from 'esbuild';

// API_OUTFILE: a second build beside the first (scripts/e2e-isolated.sh).
const outfile = process.env.API_OUTFILE ?? 'dist/server.js';

await build({
  entryPoints: {
    [path.basename(outfile, '.js')]: 'src/server.ts',
    'json-worker': 'src/plugins/json-worker.ts',
  },
  outdir: path.dirname(outfile),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
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
