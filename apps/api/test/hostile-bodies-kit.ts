// The bodies and clients of hostile-bodies.test.ts and
// hostile-bodies-limit.test.ts (issue 20, items 5 and 7).

export type Answer = { status: number; body: string; ms: number; error?: string };

export const nested = (bytes: number) => '['.repeat(bytes);

/** Ten 1 MB bodies of `[` at once, half to /auth/login, half to /auth/verify; prints the answers. */
export const TEN_NESTED = `
const http = require('node:http');
const [port, base] = process.argv.slice(1);
const body = '['.repeat(1024 * 1024 - 16);
const one = (i) => new Promise((resolve) => {
  const started = performance.now();
  const req = http.request({ host: '127.0.0.1', port, method: 'POST', agent: false,
    path: base + (i % 2 ? '/auth/verify' : '/auth/login'),
    headers: { 'content-type': 'application/json', 'content-length': body.length } }, (res) => {
    let text = '';
    res.on('data', (c) => (text += c));
    res.on('end', () => resolve({ status: res.statusCode, body: text, ms: performance.now() - started }));
  });
  req.on('error', (e) => resolve({ status: 0, body: e.code, ms: 0 }));
  req.end(body);
});
Promise.all(Array.from({ length: 10 }, (_, i) => one(i))).then((a) => console.log(JSON.stringify(a)));
`;

/** Eight bodies of N MB, each written whole with \`req.end(body)\` (no Expect); prints the answers. */
export const WHOLE_BODY_FIRST = `
const http = require('node:http');
const [port, path, mb, auth] = process.argv.slice(1);
const body = Buffer.from(JSON.stringify({ note: 'x'.repeat(Number(mb) * 1024 * 1024) }));
const one = () => new Promise((resolve) => {
  const started = performance.now();
  const req = http.request({ host: '127.0.0.1', port, method: 'POST', path, agent: false,
    headers: { 'content-type': 'application/json', 'content-length': body.length,
      ...(auth ? { authorization: auth } : {}) } }, (res) => {
    let text = '';
    res.on('data', (c) => (text += c));
    res.on('end', () => resolve({ status: res.statusCode, body: text, ms: performance.now() - started }));
    res.on('error', (e) => resolve({ status: 0, body: '', ms: 0, error: e.code }));
  });
  req.on('error', (e) => resolve({ status: 0, body: '', ms: 0, error: e.code }));
  req.end(body);
});
(async () => {
  const out = [];
  for (let i = 0; i < 8; i++) out.push(await one());
  console.log(JSON.stringify(out));
})();
`;
