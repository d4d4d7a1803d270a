import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RECON_MESSAGES } from '@app/contract';
import { MAX_JSON_DEPTH, TOO_DEEP } from '../src/plugins/json-body.ts';
import { OFF_LOOP_BYTES } from '../src/plugins/json-off-loop.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// Issue 36: a statement upload's large JSON body is decoded, depth-checked and
// parsed on the JSON worker, not on the event loop that answers /health and
// everyone else; its answers are those of the parser on the event loop.

let t: TestContext;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await t.createStaff({ email: 'bodies-off-loop@care.ug' });
  staff = (await t.signIn('bodies-off-loop@care.ug')).headers;
});
afterAll(() => t.close());

const ROWS = 20_000;
const content = `Id,Date,Amount\n${Array.from({ length: ROWS }, (_, i) => `T${i},2026-11-0${1 + (i % 9)},${1000 + i}`).join('\n')}\n`;
const send = (payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/reconciliation/preview',
    headers: { ...staff, 'content-type': 'application/json' },
    payload,
  });

describe('a JSON body over OFF_LOOP_BYTES', () => {
  it('is parsed off the event loop and answered as any other', async () => {
    const body = JSON.stringify({ provider: 'MTN', fileName: 'nov.csv', content });
    expect(body.length).toBeGreaterThan(OFF_LOOP_BYTES);
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const res = await send(body);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        totalRows: ROWS,
        headings: ['Id', 'Date', 'Amount'],
      });
      // nothing this large was parsed here: the worker did it
      expect(parse.mock.calls.filter(([text]) => String(text).length > OFF_LOOP_BYTES)).toEqual([]);
    } finally {
      parse.mockRestore();
    }
  });

  it('bodies parsed side by side each get their own answer', async () => {
    const names = ['a.csv', 'b.csv', 'c.csv'];
    const answers = await Promise.all(
      names.map((fileName, i) =>
        send(JSON.stringify({ provider: 'MTN', fileName, content: content.repeat(i + 1) })),
      ),
    );
    // the same file twice or three times: its heading row again is a data row
    expect(answers.map((r) => r.json().data.totalRows)).toEqual([ROWS, 2 * ROWS + 1, 3 * ROWS + 2]);
  });

  it('is refused as not JSON when broken, with nothing read', async () => {
    const res = await send(
      `{"provider":"MTN","fileName":"x.csv","content":"${'a'.repeat(OFF_LOOP_BYTES)}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'failed', error: 'The request body is not valid JSON' });
  });

  it('is refused when it carries __proto__ or constructor.prototype (prototype poisoning)', async () => {
    const pad = 'a'.repeat(OFF_LOOP_BYTES);
    for (const poison of [
      '"__proto__":{"admin":true}',
      '"constructor":{"prototype":{"admin":true}}',
    ]) {
      const res = await send(`{${poison},"provider":"MTN","fileName":"x.csv","content":"${pad}"}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('The request body is not valid JSON');
    }
  });

  it('is refused unparsed when nested deeper than MAX_JSON_DEPTH', async () => {
    const deep = `${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`;
    const res = await send(`{"content":"${'a'.repeat(OFF_LOOP_BYTES)}","x":${deep}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(TOO_DEEP);
  });

  it('still meets the route: an empty content is the same refusal as ever', async () => {
    const res = await send(
      JSON.stringify({
        provider: 'MTN',
        fileName: 'x.csv',
        content: '',
        pad: 'a'.repeat(OFF_LOOP_BYTES),
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(RECON_MESSAGES.emptyFile);
  });
});
