import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedSql, statementOf } from '../src/db/prepared-sql.ts';
import { auditLog, staffUsers } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// db/prepared-sql.ts prepares statements through drizzle's public types
// only (issue 23): its own dialect writes the text, the handle's session
// prepares it. The text must be the one the handle's own dialect writes.
describe('statements written with sql and prepared by name', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    await t.createStaff({ email: 'prepared.sql@care.ug', name: 'Prepared Sql' });
  });
  afterAll(() => t.close());

  it("writes the text and parameters the database handle's own dialect writes", () => {
    const statements = [
      sql`SELECT ${staffUsers.name}, ${sql.identifier('x')} FROM ${staffUsers}
          WHERE ${staffUsers.email} = ${sql.placeholder('email')} AND ${staffUsers.id} IS NOT NULL
            AND ${'fixed'} = ${'fixed'}`,
      t.db
        .insert(auditLog)
        .values({ action: 'a', entity: 'e', summary: { k: [1, 'two'] } })
        .returning()
        .getSQL(),
      t.db
        .select()
        .from(staffUsers)
        .where(eq(staffUsers.email, sql.placeholder('e')))
        .getSQL(),
    ];
    for (const q of statements) {
      const own = t.db.execute(q).getQuery();
      const ours = statementOf(q);
      expect(ours.sql).toBe(own.sql);
      expect(ours.params).toEqual(own.params);
    }
  });

  it('binds each call its values, on the database and in a transaction', async () => {
    const byEmail = preparedSql<{ email: string }>(
      'test_staff_name_by_email',
      () => sql`SELECT ${staffUsers.name} AS name FROM ${staffUsers}
        WHERE ${staffUsers.email} = ${sql.placeholder('email')}`,
    );
    expect(await byEmail(t.db, { email: 'prepared.sql@care.ug' })).toEqual([
      { name: 'Prepared Sql' },
    ]);
    expect(await byEmail(t.db, { email: 'nobody@care.ug' })).toEqual([]);
    await t.db.transaction(async (tx) => {
      expect(await byEmail(tx, { email: 'prepared.sql@care.ug' })).toHaveLength(1);
    });
  });
});
