import { eq, ilike, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedByShape } from '../src/db/prepared-sql.ts';
import { staffUsers } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// On PostgreSQL every statement is prepared once per connection by a name
// derived from its text, then only bound and run (db/client.ts, decision
// 014); pattern matches and statements that name themselves are left as
// they are.
type Tx = Parameters<Parameters<TestContext['db']['transaction']>[0]>[0];

describe('statements on the database', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    await t.createStaff({ email: 'nurse.desk@care.ug', name: 'Nurse Desk' });
  });
  afterAll(() => t.close());

  /** Two look-ups by e-mail and two pattern matches, on one connection. */
  const lookUps = async (tx: Tx) => {
    const byEmail = (email: string) =>
      tx.select({ name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.email, email));
    expect(await byEmail('nurse.desk@care.ug')).toEqual([{ name: 'Nurse Desk' }]);
    expect(await byEmail('nobody@care.ug')).toEqual([]);
    const matched = await tx
      .select({ name: staffUsers.name })
      .from(staffUsers)
      .where(like(staffUsers.email, '%desk%'));
    expect(matched).toEqual([{ name: 'Nurse Desk' }]);
    const either = await tx
      .select({ name: staffUsers.name })
      .from(staffUsers)
      .where(ilike(staffUsers.name, '%DESK%'));
    expect(either).toEqual([{ name: 'Nurse Desk' }]);
  };

  it('answers the same rows for a look-up run twice and for pattern matches', async () => {
    expect(t.database.kind).toBe('postgres');
    await t.db.transaction(lookUps);
  });

  it('runs the same statement by one name, and a pattern match unnamed', async () => {
    // One transaction: one connection, whose prepared statements the view lists.
    const seen = await t.db.transaction(async (tx) => {
      await lookUps(tx);
      const rows = await tx.execute(sql`SELECT name, statement FROM pg_prepared_statements`);
      return (rows as unknown as { rows: { name: string; statement: string }[] }).rows;
    });
    const ofStaff = seen.filter((s) => s.statement.includes('from "staff_users"'));
    // the two look-ups by e-mail are one statement, prepared once, by a derived name
    const byEmail = ofStaff.filter((s) => s.statement.includes('"email" = $1'));
    expect(byEmail).toHaveLength(1);
    expect(byEmail[0]!.name).toMatch(/^s_[\w-]{27}$/);
    // a pattern match (LIKE, ILIKE) is planned for its own term every time: never prepared
    expect(ofStaff.filter((s) => /like/i.test(s.statement))).toEqual([]);
  });

  // ADR 017: a statement built from a shape is built once per shape and
  // database handle; each call binds its own values.
  it('builds a statement once per shape, and binds each call its values', async () => {
    const built: string[] = [];
    const byShape = preparedByShape((s: { byName: boolean }) => {
      built.push(JSON.stringify(s));
      return s.byName
        ? sql`SELECT ${staffUsers.email} AS email FROM ${staffUsers} WHERE ${staffUsers.name} = ${sql.placeholder('v')}`
        : sql`SELECT ${staffUsers.name} AS name FROM ${staffUsers} WHERE ${staffUsers.email} = ${sql.placeholder('v')}`;
    });
    const run = (byName: boolean, v: string) => byShape(t.db, { byName }, { v });
    expect(await run(false, 'nurse.desk@care.ug')).toEqual([{ name: 'Nurse Desk' }]);
    expect(await run(false, 'nobody@care.ug')).toEqual([]);
    expect(await run(true, 'Nurse Desk')).toEqual([{ email: 'nurse.desk@care.ug' }]);
    expect(await run(true, 'Nobody')).toEqual([]);
    expect(await run(false, 'nurse.desk@care.ug')).toEqual([{ name: 'Nurse Desk' }]);
    expect(built).toEqual(['{"byName":false}', '{"byName":true}']);
    // Another handle (a transaction) builds its own.
    await t.db.transaction(async (tx) => {
      expect(await byShape(tx, { byName: true }, { v: 'Nurse Desk' })).toHaveLength(1);
    });
    expect(built).toHaveLength(3);
  });
});
