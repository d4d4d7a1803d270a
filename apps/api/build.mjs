// Bundles the API into dist/server.js. Workspace packages (@app/*, shipped as
// TypeScript source) are bundled in; every npm dependency stays external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  // API_OUTFILE: a second build beside the first (scripts/e2e-isolated.sh).
  outfile: process.env.API_OUTFILE ?? 'dist/server.js',
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
