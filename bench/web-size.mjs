// Prints the JavaScript a browser loads for the first page (the entry script
// and every module index.html preloads), raw and gzip. Run after `npm run build`.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const first = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const size = (files) =>
  files.reduce(
    (acc, f) => {
      const bytes = readFileSync(path.join(dist, f));
      return { raw: acc.raw + bytes.length, gzip: acc.gzip + gzipSync(bytes, { level: 9 }).length };
    },
    { raw: 0, gzip: 0 },
  );
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const initial = size(first);
const all = size(
  readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `/assets/${f}`),
);
console.log(
  `first page JS: ${first.length} files, ${kb(initial.raw)} raw, ${kb(initial.gzip)} gzip`,
);
console.log(`all JS chunks: ${kb(all.raw)} raw, ${kb(all.gzip)} gzip (the rest loads per screen)`);
