import { sql } from 'drizzle-orm';
import { ugandaDate, ugandaMidnight } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ugandaDateOf, ugandaDayStart, ugandaToday } from '../src/db/uganda-time.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// Issue 23 item 8: Uganda's days in SQL (db/uganda-time.ts) say what the
// contract's TypeScript says (@app/contract uganda-time.ts), on both databases.
describe("Uganda's days in SQL", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const one = async <T>(expr: ReturnType<typeof sql>) => {
    const result = await t.db.execute(sql`SELECT (${expr})::text AS v`);
    return (result as unknown as { rows: { v: T }[] }).rows[0]!.v;
  };

  const instants = [
    '2026-03-01T20:59:59.999Z',
    '2026-03-01T21:00:00Z',
    '2026-12-31T20:30:00Z',
    '2026-12-31T21:00:00Z',
    '2028-02-28T22:00:00Z',
  ];

  it.each(instants)('dates %s as the contract does', async (iso) => {
    expect(await one(ugandaDateOf(sql`${iso}::timestamptz`))).toBe(ugandaDate(new Date(iso)));
  });

  it.each(['2026-03-02', '2027-01-01', '2028-02-29'])(
    'starts %s at the instant the contract does',
    async (day) => {
      const start = await one<string>(
        sql`to_char(${ugandaDayStart(sql`${day}::date`)}, 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      );
      expect(new Date(start).getTime()).toBe(new Date(ugandaMidnight(day)).getTime());
    },
  );

  it("answers today's date in Uganda", async () => {
    const before = ugandaDate();
    const today = await one<string>(ugandaToday());
    expect([before, ugandaDate()]).toContain(today);
  });
});
