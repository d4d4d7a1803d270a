import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomersRepo } from '../src/modules/customers/customers.repo.ts';
import { createCustomer, createJobCard, setup, type Ctx } from './factories.ts';

// Issue 39, upgrades without downtime (docs/deploy.md): the new release's
// migration adds a column while the old servers still answer. A statement
// the old server prepared must go on working: one that asked for `table.*`
// is refused by PostgreSQL ("cached plan must not change result type").

let c: Ctx;
beforeAll(async () => {
  c = await setup();
});
afterAll(() => c.close());

describe('a column added while a server runs', () => {
  it('the short phone search, prepared before, still answers on the same connection', async () => {
    const her = await createCustomer(c, { phonenumber: '0772804512' });
    await c.db.transaction(async (tx) => {
      const repo = createCustomersRepo(tx);
      expect((await repo.search('804', '804', 20)).map((r) => r.id)).toContain(her.id);
      await tx.execute(sql`ALTER TABLE customers ADD COLUMN next_release_note text`);
      expect((await repo.search('804', '804', 20)).map((r) => r.id)).toContain(her.id);
    });
  });

  it("a job card's move, prepared before, still answers", async () => {
    const customer = await createCustomer(c);
    const first = await createJobCard(c, customer.id);
    const second = await createJobCard(c, customer.id);
    expect((await c.put(`/portal/jobcard/${first.id}`, { status: 'ongoing' })).statusCode).toBe(
      200,
    );
    await c.db.execute(sql`ALTER TABLE job_cards ADD COLUMN next_release_note text`);
    const res = await c.put(`/portal/jobcard/${second.id}`, { status: 'ongoing' });
    expect(res.statusCode, res.body).toBe(200);
  });
});

it('no statement of the API asks for a whole table with `table.*` (allColumns instead)', () => {
  const src = path.resolve(import.meta.dirname, '../src');
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.ts'),
  );
  const star = /\$\{\w+\}\.\*/;
  const found = files.filter((f) => star.test(readFileSync(path.join(src, f), 'utf8')));
  expect(found).toEqual([]);
});
