import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { lastNineOClock, seedDemo } from '../src/db/seed/index.ts';
import { FIRST_NAMES_FEMALE, FIRST_NAMES_MALE } from '../src/db/seed/uganda.ts';
import { freshDatabase } from './helpers.ts';

// The demo seed (issues 2-4): realistic, every state present, consistent, and
// the same data for the same seed and day.
const NOW = new Date('2026-11-22T09:00:00Z');
const opened: Database[] = [];

async function seeded() {
  const database = await freshDatabase();
  opened.push(database);
  const counts = await seedDemo(database.db, { seed: 42, now: NOW });
  return { db: database.db, counts };
}

const rows = async <T>(db: Database['db'], query: ReturnType<typeof sql>) =>
  (await db.execute(query)) as unknown as { rows: T[] };

describe('demo seed', () => {
  afterAll(async () => {
    for (const d of opened) await d.close();
  });

  // Two whole demo seeds (about 9 s idle): more time than the default under CI's load.
  it('fills every area with data in every state, consistently, and repeatably', async () => {
    const a = await seeded();
    expect(a.counts).toMatchObject({
      staff: 5,
      customers: 200,
      nurses: 120,
      jobCards: 400,
      shopOrders: 500,
      communication: 140,
    });
    // 3,000 ledger entries, and one for each completed job card's receipt.
    const receipts = await rows<{ n: number; inLedger: number }>(
      a.db,
      sql`select count(*)::int as n,
                 count(*) filter (where exists (select 1 from income_trace i
                   where lower(i.doc_id) = lower(j.receipt_number) and i.amount = j.receipt_amount))::int as "inLedger"
          from job_cards j where j.receipt_number is not null`,
    );
    expect(receipts.rows[0]!.n).toBeGreaterThan(100);
    expect(receipts.rows[0]!.inLedger).toBe(receipts.rows[0]!.n);
    expect(a.counts.incomeTrace).toBe(3000 + receipts.rows[0]!.n);

    // Issue 25: a month of statement lines, matched by the module's own
    // matching: some exact, some suggested, some matching nothing; some
    // mobile money receipts with no payment behind them; and the last
    // month's completed nurse jobs mostly waiting for a payout batch.
    const lines = await rows<{ state: string; n: number }>(
      a.db,
      sql`select match_state as state, count(*)::int as n from statement_lines group by 1 order by 1`,
    );
    const byState = Object.fromEntries(lines.rows.map((r) => [r.state, r.n]));
    expect(byState.Matched).toBeGreaterThan(10);
    expect(byState.Suggested).toBeGreaterThan(3);
    expect(byState.Unmatched).toBeGreaterThan(3);
    const span = await rows<{ days: number }>(
      a.db,
      sql`select extract(day from max(occurred_at) - min(occurred_at))::int as days from statement_lines`,
    );
    expect(span.rows[0]!.days).toBeGreaterThanOrEqual(25);
    const unpaid = await rows<{ n: number }>(
      a.db,
      sql`select count(*)::int as n from nurse_jobs
          where status = 'completed' and payment_status = 'UnPaid' and end_date > date '2026-10-23'`,
    );
    expect(unpaid.rows[0]!.n).toBeGreaterThan(5);

    const statuses = await rows<{ status: string }>(
      a.db,
      sql`select distinct status from job_cards`,
    );
    expect(statuses.rows.map((r) => r.status).sort()).toEqual([
      'cancelled',
      'completed',
      'ongoing',
      'pending',
    ]);
    const bookingStatuses = await rows<{ status: string }>(
      a.db,
      sql`select distinct status from bookings`,
    );
    expect(bookingStatuses.rows).toHaveLength(5);
    const bookingCount = await rows<{ n: number }>(
      a.db,
      sql`select count(*)::int as n from bookings`,
    );
    expect(bookingCount.rows[0]!.n).toBe(300);
    const accounts = await rows<{ status: string }>(
      a.db,
      sql`select distinct status from nurse_account_status`,
    );
    expect(accounts.rows.map((r) => r.status).sort()).toEqual(['ACTIVE', 'BLOCKED', 'SUSPENDED']);
    const approval = await rows<{ verified: boolean }>(
      a.db,
      sql`select distinct verified from nurses`,
    );
    expect(approval.rows).toHaveLength(2);

    // Every customer's phone is E.164, and every customer has the booking of their first order.
    const bad = await rows<{ n: number }>(
      a.db,
      sql`select count(*)::int as n from customers where phonenumber !~ '^\\+2567[0-9]{8}$'`,
    );
    expect(bad.rows[0]!.n).toBe(0);
    const orphans = await rows<{ n: number }>(
      a.db,
      sql`select count(*)::int as n from customers c where not exists (select 1 from bookings b where b.customer_id = c.id)`,
    );
    expect(orphans.rows[0]!.n).toBe(0);

    // Nurse jobs: only approved ACTIVE nurses, amounts add up, no nurse on two jobs the same day.
    const jobs = await rows<{ n: number; wrong: number; unapproved: number }>(
      a.db,
      sql`select count(*)::int as n,
                 count(*) filter (where amount <> rate * duration or end_date <> start_date + duration)::int as wrong,
                 count(*) filter (where not n.verified)::int as unapproved
          from nurse_jobs j join nurses n on n.id = j.nurse_id`,
    );
    expect(jobs.rows[0]!.n).toBeGreaterThan(150);
    expect(jobs.rows[0]!.wrong).toBe(0);
    expect(jobs.rows[0]!.unapproved).toBe(0);
    const clashes = await rows<{ n: number }>(
      a.db,
      sql`select count(*)::int as n from nurse_jobs a join nurse_jobs b
          on a.nurse_id = b.nurse_id and a.id < b.id
          and a.status <> 'cancelled' and b.status <> 'cancelled'
          and a.start_date < b.end_date and b.start_date < a.end_date`,
    );
    expect(clashes.rows[0]!.n).toBe(0);

    // Reviews set the job's rating and the nurse's average in half stars.
    const ratings = await rows<{ n: number; mismatched: number }>(
      a.db,
      sql`select count(*)::int as n, count(*) filter (where j.rating is distinct from r.nps)::int as mismatched
          from reviews r join nurse_jobs j on j.id = r.nurse_job_id`,
    );
    expect(ratings.rows[0]!.n).toBeGreaterThan(30);
    expect(ratings.rows[0]!.mismatched).toBe(0);
    const halves = await rows<{ n: number }>(
      a.db,
      sql`select count(*)::int as n from nurses where rating is not null and (rating * 2) <> round(rating * 2)`,
    );
    expect(halves.rows[0]!.n).toBe(0);

    // Shop orders: totals are the sums of their items plus shipping.
    const sums = await rows<{ wrong: number }>(
      a.db,
      sql`select count(*)::int as wrong from shop_orders o
          where o.sub_total <> (select sum(total_amount) from shop_order_items i where i.order_id = o.id)
             or o.total <> o.sub_total + o.shipping_fee`,
    );
    expect(sums.rows[0]!.wrong).toBe(0);

    // Communication (issue 8): about 60 sends and 40 tips; a share of
    // customers and nurses can be reached on a device, and single sends went
    // to both kinds, each to that person's own token.
    const comms = await rows<{ tips: number; sent: number; toCustomers: number; toNurses: number }>(
      a.db,
      sql`select (select count(*)::int from care_tips) as tips,
                 count(*)::int as sent,
                 count(*) filter (where n.customer_id is not null and n.receiver = c.fcm_token)::int as "toCustomers",
                 count(*) filter (where n.nurse_id is not null and n.receiver = u.fcm_token)::int as "toNurses"
          from notifications n
          left join customers c on c.id = n.customer_id
          left join nurses u on u.id = n.nurse_id
          where n.channel = 'push'`,
    );
    expect(comms.rows[0]).toMatchObject({ tips: 40, sent: 60 });
    // And 40 SMS (issue 24), each to its customer's own number, through the outbox.
    const sms = await rows<{ n: number; own: number; automatic: number }>(
      a.db,
      sql`select count(*)::int as n,
                 count(*) filter (where n.phone = c.phonenumber and n.gateway = 'outbox')::int as own,
                 count(*) filter (where n.kind = 'automatic' and n.sent_by is null)::int as automatic
          from notifications n join customers c on c.id = n.customer_id
          where n.channel = 'sms'`,
    );
    expect(sms.rows[0]!.n).toBe(40);
    expect(sms.rows[0]!.own).toBe(40);
    expect(sms.rows[0]!.automatic).toBeGreaterThan(0);
    expect(comms.rows[0]!.toCustomers).toBeGreaterThan(0);
    expect(comms.rows[0]!.toNurses).toBeGreaterThan(0);
    const reachable = await rows<{ customers: number; nurses: number }>(
      a.db,
      sql`select (select round(100.0 * count(fcm_token) / count(*))::int from customers) as customers,
                 (select round(100.0 * count(fcm_token) / count(*))::int from nurses) as nurses`,
    );
    expect(reachable.rows[0]!.customers).toBeGreaterThanOrEqual(25);
    expect(reachable.rows[0]!.customers).toBeLessThanOrEqual(60);
    expect(reachable.rows[0]!.nurses).toBe(40);

    // The sequences continue after the seeded numbers.
    const next = await rows<{ n: string }>(a.db, sql`select nextval('care_card_seq')::text as n`);
    expect(Number(next.rows[0]!.n)).toBe(401);

    const fingerprint = sql`select md5(string_agg(firstname || lastname || phonenumber, ',' order by id)) as f from customers`;
    const b = await seeded();
    const [fa, fb] = await Promise.all([
      rows<{ f: string }>(a.db, fingerprint),
      rows<{ f: string }>(b.db, fingerprint),
    ]);
    expect(fa.rows[0]!.f).toBe(fb.rows[0]!.f);
  }, 120_000);

  // Issue 21: demo data must look like a real service's past.
  it('dates nothing after the seeding time, and gives everyone a gender that fits the name', async () => {
    const { db } = await seeded();
    const now = NOW.toISOString();

    // Every table's created_at, in whichever table has one, is at or before now.
    const tables = await rows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.columns
          where table_schema = current_schema() and column_name = 'created_at'`,
    );
    const names = tables.rows.map((t) => t.table_name);
    expect(names).toEqual(
      expect.arrayContaining([
        'job_cards',
        'nurse_jobs',
        'bookings',
        'shop_orders',
        'income_trace',
        'reviews',
        'customers',
        'nurses',
        'staff_users',
        'care_tips',
      ]),
    );
    const future: Record<string, number> = {};
    for (const table of names) {
      const late = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.identifier(table)} where created_at > ${now}::timestamptz`,
      );
      future[table] = late.rows[0]!.n;
    }
    expect(future).toEqual(Object.fromEntries(names.map((t) => [t, 0])));

    // Other moments of the past: sends, status histories, updates, reviews of finished care.
    const other = await rows<Record<string, number>>(
      db,
      sql`select
        (select count(*)::int from notifications where sent_at > ${now}::timestamptz) as "sentAt",
        (select count(*)::int from bookings b, jsonb_array_elements(b.status_history) h
          where (h->>'at')::timestamptz > ${now}::timestamptz or b.updated_at > ${now}::timestamptz) as "bookingHistory",
        (select count(*)::int from shop_orders o, jsonb_array_elements(o.history) h
          where (h->>'at')::timestamptz > ${now}::timestamptz or o.updated_at > ${now}::timestamptz) as "orderHistory",
        (select count(*)::int from job_cards where status = 'completed' and end_date > ${now}::date) as "completedAhead",
        (select count(*)::int from job_cards where status in ('ongoing', 'completed') and start_date > ${now}::date)
          + (select count(*)::int from nurse_jobs where status in ('ongoing', 'completed') and start_date > ${now}::date)
          as "startedAhead",
        (select count(*)::int from bookings where status in ('onGoing', 'Completed')
          and service_start_date > ${now}::date) as "bookingStartedAhead",
        (select count(*)::int from nurse_jobs n join job_cards j on j.id = n.job_id
          where n.deleted_at is null and j.deleted_at is null and (
            (j.status in ('completed', 'cancelled') and n.status in ('pending', 'ongoing'))
            or (j.status = 'pending' and n.status in ('ongoing', 'completed'))
            or (n.payment_status = 'Paid' and n.status <> 'completed'))) as "visitDisagrees",
        (select count(*)::int from job_cards j join customers c on c.id = j.customer_id
          where j.created_at < c.created_at) as "cardBeforeCustomer",
        (select count(*)::int from nurses where join_date > ${now}::timestamptz) as "joinedAhead"`,
    );
    expect(other.rows[0]).toEqual({
      sentAt: 0,
      bookingHistory: 0,
      orderHistory: 0,
      completedAhead: 0,
      // issue 36: nothing is under way or done before its start date
      startedAhead: 0,
      bookingStartedAhead: 0,
      // issue 37: a card and its nurse jobs agree (no open job on a closed card, no started
      // job on a pending one), and only a completed job is paid
      visitDisagrees: 0,
      cardBeforeCustomer: 0,
      joinedAhead: 0,
    });
    // Upcoming care is still on the schedule.
    const upcoming = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from job_cards where start_date > ${now}::date`,
    );
    expect(upcoming.rows[0]!.n).toBeGreaterThan(0);
    // Issue 37: some new bookings are requests still to be filled in, and only new ones.
    const requests = await rows<{ status: string; n: number }>(
      db,
      sql`select status, count(*)::int as n from bookings
          where service_start_date is null or total_cost is null group by status`,
    );
    expect(requests.rows.map((r) => r.status)).toEqual(['Pending']);
    expect(requests.rows[0]!.n).toBeGreaterThan(0);

    // Gender agrees with the given name, by the seed's own name lists.
    const female = new Set<string>(FIRST_NAMES_FEMALE);
    const male = new Set<string>(FIRST_NAMES_MALE);
    expect([...female].filter((n) => male.has(n))).toEqual([]);
    const people = await rows<{ kind: string; first: string; gender: string }>(
      db,
      sql`select 'customer' as kind, firstname as first, gender from customers
          union all select 'nurse', first_name, gender from nurses
          union all select 'patient', split_part(patient_name, ' ', 1), gender from job_cards`,
    );
    expect(people.rows.length).toBe(200 + 120 + 400);
    const wrong = people.rows.filter(
      (p) =>
        !(p.gender === 'Female' ? female : p.gender === 'Male' ? male : new Set()).has(p.first),
    );
    expect(wrong).toEqual([]);
    expect(new Set(people.rows.map((p) => p.gender))).toEqual(new Set(['Female', 'Male']));
    // ...and with how the patient is related to the customer.
    const relations = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from job_cards
          where (gender = 'Male' and relation in ('Wife', 'Mother', 'Aunt', 'Niece', 'Sister'))
             or (gender = 'Female' and relation in ('Husband', 'Father', 'Uncle', 'Nephew', 'Brother'))`,
    );
    expect(relations.rows[0]!.n).toBe(0);
  }, 120_000);

  it('anchors the demo at the last 09:00 UTC that has passed', () => {
    expect(lastNineOClock(new Date('2026-12-21T08:59:00Z')).toISOString()).toBe(
      '2026-12-20T09:00:00.000Z',
    );
    expect(lastNineOClock(new Date('2026-12-21T09:00:00Z')).toISOString()).toBe(
      '2026-12-21T09:00:00.000Z',
    );
    expect(lastNineOClock(new Date('2026-12-21T23:10:00Z')).toISOString()).toBe(
      '2026-12-21T09:00:00.000Z',
    );
  });
});
