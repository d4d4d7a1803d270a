import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomeFormSchema, type Booking, type Income } from '@app/contract';
import {
  computed,
  jsonObject,
  mapRow,
  selectList,
  writtenBy,
  type FieldMap,
} from '../src/db/field-map.ts';
import { bookings, nurseAccountStatus, nurses } from '../src/db/schema/index.ts';
import { bookingFields, type WrittenBooking } from '../src/modules/bookings/bookings.repo.ts';
import { FORM_COLUMNS, incomeFields } from '../src/modules/finance/income-fields.repo.ts';
import { nurseListItemFields } from '../src/modules/nurses/nurse-fields.repo.ts';
import { localPhone } from './factories.ts';
import { createNurse, nurseSetup, type NurseCtx } from './nurse-factories.ts';

// One definition per answer shape (ADR 032): the JSON the database builds
// and a row mapped in TypeScript both come from one field map, typed
// against the contract's keys.

const text = (q: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(q).sql;

describe('field maps', () => {
  it('are typed against the contract: a key missing or extra fails to compile', () => {
    const { docId: _docId, ...missing } = bookingFields;
    // @ts-expect-error docId is missing
    void (missing satisfies FieldMap<Booking, WrittenBooking>);
    // @ts-expect-error cost is no field of an income record
    void ({ ...incomeFields(), cost: nurses.id } satisfies FieldMap<Income>);
    expect(Object.keys(bookingFields)).toContain('docId');
  });

  it('write the JSON as json_build_object or a select list, in the order of the map', () => {
    const map = {
      id: bookings.id,
      when: computed(sql`${bookings.serviceStartDate}::text`),
      nested: { cost: bookings.totalCost },
    };
    expect(text(sql`${jsonObject(map)}`)).toBe(
      `json_build_object('id', "bookings"."id", 'when', "bookings"."service_start_date"::text, ` +
        `'nested', json_build_object('cost', "bookings"."total_cost"))`,
    );
    expect(text(sql`${selectList(map)}`)).toBe(
      `"bookings"."id" AS "id", "bookings"."service_start_date"::text AS "when", ` +
        `json_build_object('cost', "bookings"."total_cost") AS "nested"`,
    );
    expect(() => jsonObject({ 'x); DROP TABLE bookings; --': bookings.id })).toThrow();
  });

  it('find the columns the income form writes by its keys, each standing for one column', () => {
    expect(FORM_COLUMNS.map((w) => w.key)).toEqual(Object.keys(incomeFormSchema.shape));
    expect(FORM_COLUMNS.find((w) => w.key === 'txn_date')?.columnKey).toBe('txnDate');
    expect(() => writtenBy(incomeFields(), ['User'])).toThrow(/no column/);
    // a field only the database can write has no TypeScript mapping to fall back on
    expect(() => mapRow({ n: computed(sql`1`) }, {} as never)).toThrow(/only the database/);
  });
});

// Where a row is also mapped in TypeScript, the two answers are one.
describe('the database and a mapped row answer alike', () => {
  let c: NurseCtx;
  beforeAll(async () => {
    c = await nurseSetup();
  });
  afterAll(() => c.close());

  it('a booking: the answer to its creation (mapped) is what GET (built) answers', async () => {
    const res = await c.send('/booking', {
      firstName: 'Grace',
      lastName: 'Namubiru',
      primaryPhoneNumber: localPhone(),
      otherPhoneNumber: localPhone(),
      service: 'Postnatal Care',
      serviceStartDate: '2026-04-01',
      totalCost: '450,000',
      packagePrice: 400000,
      packageDetails: 'Two weeks of day visits',
      extras: 'Night visits',
      nurseNames: 'Sarah',
      motherNames: 'Grace',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data as Booking;
    const read = await c.read(`/booking/${created.docId}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toEqual(created);
    // serviceStartDate and the timestamps are written by SQL and by TypeScript alike
    const [row] = await c.db.select().from(bookings).where(eq(bookings.id, created.id));
    expect(mapRow<Booking, WrittenBooking>(bookingFields, { ...row!, jobCardIds: [] })).toEqual(
      created,
    );
  });

  it.each([
    ['no account status stored (ACTIVE)', null],
    ['a BLOCKED account and a rating', 'BLOCKED'],
  ] as const)('a nurse as listed (mapped) is the profile (built): %s', async (_, status) => {
    const n = await createNurse(c);
    // a new nurse gets an ACTIVE record; without one she is ACTIVE all the same
    await c.db.delete(nurseAccountStatus).where(eq(nurseAccountStatus.nurseId, n.id));
    if (status) {
      await c.db.update(nurses).set({ rating: 4.5 }).where(eq(nurses.id, n.id));
      await c.db
        .insert(nurseAccountStatus)
        .values({ nurseId: n.id, userId: n.user_id as string, status });
    }
    const listed = (await c.read('/careteam?status=false')).json().data as { id: number }[];
    const entry = listed.find((x) => x.id === n.id);
    const profile = (await c.read(`/careteam/${n.id}`)).json().data as Record<string, unknown>;
    const keys = Object.keys(nurseListItemFields);
    expect(Object.keys(entry!)).toEqual(keys);
    expect(entry).toEqual(Object.fromEntries(keys.map((k) => [k, profile[k]])));
    expect(entry).toMatchObject({ blocked_user: { status: status ?? 'ACTIVE' } });
  });
});
