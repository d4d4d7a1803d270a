import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastNineOClock } from '../src/db/seed/index.ts';
import { FIRST_NAMES_FEMALE, FIRST_NAMES_MALE } from '../src/db/seed/uganda.ts';
import { NOW, demoSeeds, rows } from './seed-kit.ts';

// The demo seed's history (issue 21): a real service's past, anchored at the
// last 09:00 UTC. The seed's areas and states are in seed.test.ts.
const seeded = demoSeeds();

describe('demo seed', () => {
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
