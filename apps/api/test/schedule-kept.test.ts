import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, type ScheduleRow } from '@app/contract';
import type { App } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import { jobCards, nurseAccountStatus, nurseJobs, nurses } from '../src/db/schema/index.ts';
import { createDataChangesRepo } from '../src/platform/data-changes.repo.ts';
import { rowsOf, secondServer } from './helpers.ts';
import { nurseSetup, seedCard, seedJob, seedNurse, type NurseCtx } from './schedule-factories.ts';

// ADR 055: a server keeps the schedule's pages and gives one again only
// while the database says nothing it shows has changed since it was read.
// Each change below is made the way a careless colleague, a second server
// or SQL typed by hand would make it, and must show at the very next request.

let c: NurseCtx;
let other: App;
const FROM = '2026-12-07';
const TO = '2026-12-13';
const WEEK = `/schedule?from=${FROM}&to=${TO}&limit=100`;
type Page = { rows: ScheduleRow[]; count: number };

async function weekOn(app: App): Promise<Page> {
  const res = await app.inject({ method: 'GET', url: `${API_BASE}${WEEK}`, headers: c.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
}
const week = () => weekOn(c.app);
const rowOf = (page: Page, id: number) => page.rows.find((r) => r.nurse.id === id);

/** A write the change triggers do not see (session_replication_role): only a kept page can hide it. */
const unnoticed = (write: (tx: Db) => Promise<unknown>) =>
  c.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await write(tx);
  });

let grace: { id: number };
let card: { id: number; care_card_number: string };

beforeAll(async () => {
  c = await nurseSetup();
  other = await secondServer(c);
  card = await seedCard(c);
  grace = await seedNurse(c, { first: 'Grace', last: 'Akello' });
  await seedJob(c, { nurseId: grace.id, jobId: card.id, start: FROM, duration: 3 });
});
afterAll(async () => {
  await other.close();
  await c.close();
});

describe('schedule pages kept by a server (ADR 055)', () => {
  it('gives a kept page again while nothing it shows changed', async () => {
    expect(rowOf(await week(), grace.id)!.nurse.first_name).toBe('Grace');
    await unnoticed((tx) =>
      tx.update(nurses).set({ firstName: 'Hidden' }).where(eq(nurses.id, grace.id)),
    );
    // the page was kept: the write the triggers did not see is not shown
    expect(rowOf(await week(), grace.id)!.nurse.first_name).toBe('Grace');
    // a change they see is shown at once: the page is read again, whole
    await c.db.update(nurses).set({ station: 'Kikubo' }).where(eq(nurses.id, grace.id));
    const again = rowOf(await week(), grace.id)!.nurse;
    expect([again.station, again.first_name]).toEqual(['Kikubo', 'Hidden']);
    await c.db.update(nurses).set({ firstName: 'Grace' }).where(eq(nurses.id, grace.id));
  });

  it('shows each change to a nurse, her status, her jobs and their cards at the next request', async () => {
    const changes: [string, () => Promise<unknown>, (p: Page) => unknown, unknown][] = [
      [
        'licence',
        () =>
          c.db.update(nurses).set({ licenceExpiry: '2020-01-01' }).where(eq(nurses.id, grace.id)),
        (p) => rowOf(p, grace.id)?.nurse.licence_state,
        'expired',
      ],
      [
        'account status',
        () =>
          c.db
            .insert(nurseAccountStatus)
            .values({ nurseId: grace.id, userId: 'sched-kept', status: 'SUSPENDED' }),
        (p) => rowOf(p, grace.id)?.nurse.account_status,
        'SUSPENDED',
      ],
      [
        'a new job',
        () => seedJob(c, { nurseId: grace.id, jobId: card.id, start: TO, duration: 1 }),
        (p) => rowOf(p, grace.id)?.jobs.length,
        2,
      ],
      [
        'a job cancelled',
        () =>
          c.db
            .update(nurseJobs)
            .set({ status: 'cancelled' })
            .where(sql`${nurseJobs.nurseId} = ${grace.id} AND ${nurseJobs.startDate} = ${TO}`),
        (p) => rowOf(p, grace.id)?.jobs.length,
        1,
      ],
      [
        "the card's client",
        () =>
          c.db
            .update(jobCards)
            .set({ clientName: 'Renamed Client' })
            .where(eq(jobCards.id, card.id)),
        (p) => rowOf(p, grace.id)?.jobs[0]?.client_name,
        'Renamed Client',
      ],
      [
        'a new approved nurse',
        () => seedNurse(c, { first: 'Ruth', last: 'Babirye' }),
        (p) => p.count,
        2,
      ],
      [
        'approval withdrawn',
        () => c.db.update(nurses).set({ verified: false }).where(eq(nurses.id, grace.id)),
        (p) => [p.count, rowOf(p, grace.id)],
        [1, undefined],
      ],
    ];
    for (const [what, change, seen, expected] of changes) {
      await week(); // kept
      await change();
      expect(seen(await week()), what).toEqual(expected);
    }
    await c.db.update(nurses).set({ verified: true }).where(eq(nurses.id, grace.id));
    await c.db.delete(nurseAccountStatus).where(eq(nurseAccountStatus.nurseId, grace.id));
  });

  it('a change committed on one server shows on the other at its next request', async () => {
    await weekOn(other);
    await week();
    const booked = await c.db
      .insert(nurseJobs)
      .values({
        nurseId: grace.id,
        jobId: card.id,
        startDate: '2026-12-11',
        endDate: '2026-12-12',
        duration: 1,
        shift: 'Night',
        rate: 50000,
        amount: 50000,
        status: 'pending',
      })
      .returning();
    const seen = (p: Page) => rowOf(p, grace.id)!.jobs.map((j) => j.id);
    expect(seen(await weekOn(other))).toContain(booked[0]!.id);
    expect(seen(await week())).toContain(booked[0]!.id);
  });

  it('a change still open when the page was read shows once it commits, not before', async () => {
    let commit!: () => void;
    let written!: () => void;
    const wrote = new Promise<void>((r) => (written = r));
    const open = c.db.transaction(async (tx) => {
      await tx.update(nurses).set({ lastName: 'Committed' }).where(eq(nurses.id, grace.id));
      written();
      await new Promise<void>((r) => (commit = r));
    });
    await wrote;
    // another change, committed, so the page is read (and kept) while the first is open
    const dora = await seedNurse(c, { first: 'Dora', last: 'Zed' });
    const during = await week();
    expect([rowOf(during, dora.id)?.nurse.id, rowOf(during, grace.id)!.nurse.last_name]).toEqual([
      dora.id,
      'Akello',
    ]);
    expect(rowOf(await week(), grace.id)!.nurse.last_name).toBe('Akello');
    commit();
    await open;
    expect(rowOf(await week(), grace.id)!.nurse.last_name).toBe('Committed');
  });

  it('a change rolled back leaves the page as it was', async () => {
    const before = await week();
    await expect(
      c.db.transaction(async (tx) => {
        await tx.update(nurses).set({ lastName: 'RolledBack' }).where(eq(nurses.id, grace.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await week()).toEqual(before);
  });

  it('reads a page again on a new day, or once its snapshot is below the horizon', async () => {
    const changes = createDataChangesRepo(c.db);
    const horizon = async () =>
      rowsOf<{ h: string }>(
        await c.db.execute(sql`SELECT horizon::text AS h FROM data_change_horizon`),
      )[0]!.h;
    // The minute's job: the rows of ended transactions go, and the horizon
    // moves up to the oldest transaction still running in the whole cluster
    // (other suites' included, so how far is not known here), never down.
    const before = BigInt(await horizon());
    await changes.forgetEnded();
    const after = await horizon();
    expect(BigInt(after)).toBeGreaterThanOrEqual(before);
    const below = rowsOf<{ n: number }>(
      await c.db.execute(
        sql`SELECT count(*)::int AS n FROM data_changes WHERE txid < ${after}::xid8`,
      ),
    );
    expect(below[0]!.n).toBe(0);

    const [asOf] = rowsOf<{ snapshot: string; today: string }>(
      await c.db.execute(sql`SELECT pg_current_snapshot()::text AS snapshot,
        ((now() + interval '3 hours')::date)::text AS today`),
    );
    expect(await changes.unchangedSince('schedule', asOf!)).toBe(true);
    expect(await changes.unchangedSince('schedule', { ...asOf!, today: '2020-01-01' })).toBe(false);
    expect(await changes.unchangedSince('schedule', { ...asOf!, snapshot: '1:1:' })).toBe(false);

    await week();
    await unnoticed((tx) =>
      tx.update(nurses).set({ firstName: 'Unseen' }).where(eq(nurses.id, grace.id)),
    );
    expect(rowOf(await week(), grace.id)!.nurse.first_name).not.toBe('Unseen');
    // the horizon past the kept page's snapshot: it is read again
    await c.db.execute(
      sql`UPDATE data_change_horizon SET horizon = pg_snapshot_xmax(pg_current_snapshot())`,
    );
    expect(rowOf(await week(), grace.id)!.nurse.first_name).toBe('Unseen');
  });

  it('keeps nothing with ANSWER_CACHE_ENTRIES=0', async () => {
    const off = await nurseSetup({ ANSWER_CACHE_ENTRIES: '0' });
    try {
      const nurse = await seedNurse(off, { first: 'Joan' });
      const read = async () =>
        ((await off.read(WEEK)).json().data as Page).rows.find((r) => r.nurse.id === nurse.id)!
          .nurse.first_name;
      expect(await read()).toBe('Joan');
      await off.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL session_replication_role = replica`);
        await tx.update(nurses).set({ firstName: 'Agnes' }).where(eq(nurses.id, nurse.id));
      });
      expect(await read()).toBe('Agnes');
    } finally {
      await off.close();
    }
  });
});
