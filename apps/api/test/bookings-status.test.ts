import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, BOOKING_STATUSES, type BookingStatus } from '@app/contract';
import { bookings } from '../src/db/schema/index.ts';
import { auditFor, expectFailure, localPhone, setup, type Ctx } from './factories.ts';

// PUT /booking/{docId} {field:'status', value, docId, user} (SPEC 4 and 7,
// ruling 18): the lifecycle, its refusals, races, history and audit.

type Booking = {
  id: number;
  docId: string;
  status: BookingStatus;
  statusHistory: { from: string | null; to: string; by: string | null; at: string }[];
};

const ALLOWED: [BookingStatus, BookingStatus, string][] = [
  ['Pending', 'Accepted', 'Confirm request'],
  ['Accepted', 'onGoing', 'Start request'],
  ['onGoing', 'Completed', 'Complete request'],
  ['Pending', 'Cancelled', 'Cancel request'],
  ['Accepted', 'Cancelled', 'Cancel request'],
  ['onGoing', 'Cancelled', 'Cancel request'],
];

/** Allowed moves that reach each status from Pending. */
const PATH: Record<BookingStatus, BookingStatus[]> = {
  Pending: [],
  Accepted: ['Accepted'],
  onGoing: ['Accepted', 'onGoing'],
  Completed: ['Accepted', 'onGoing', 'Completed'],
  Cancelled: ['Cancelled'],
};

const LIST_OF: Record<BookingStatus, 'new' | 'active' | 'completed'> = {
  Pending: 'new',
  Accepted: 'active',
  onGoing: 'active',
  Completed: 'completed',
  Cancelled: 'completed',
};

describe('bookings: status lifecycle', () => {
  let c: Ctx;
  beforeAll(async () => {
    c = await setup();
  });
  afterAll(() => c.close());

  const move = (b: { docId: string }, value: string, extra: Record<string, unknown> = {}) =>
    c.put(`/booking/${b.docId}`, {
      field: 'status',
      value,
      docId: b.docId,
      user: 'desk@care.ug',
      ...extra,
    });

  async function bookingIn(status: BookingStatus): Promise<Booking> {
    const res = await c.send('/booking', {
      firstName: 'Ruth',
      lastName: 'Akello',
      primaryPhoneNumber: localPhone(),
      service: 'In home care',
      // complete: a booking without its start date or price is a request (issue 37)
      serviceStartDate: '2026-11-03',
      totalCost: 150_000,
    });
    expect(res.statusCode, res.body).toBe(201);
    let b = res.json().data as Booking;
    for (const step of PATH[status]) {
      const r = await move(b, step);
      expect(r.statusCode, r.body).toBe(200);
      b = r.json().data;
    }
    return b;
  }

  const rowOf = async (id: number) =>
    (await c.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
  const statusAudits = async (b: Booking) =>
    (await auditFor(c, 'booking', b.docId)).filter((a) => a.action === 'status');
  const listed = async (list: string) =>
    ((await c.read(`/booking?status=${list}&limit=100`)).json().data.rows as Booking[]).map(
      (r) => r.docId,
    );

  it.each(ALLOWED)(
    "moves %s -> %s ('%s', 200), records who and when, and lists it rightly",
    async (from, to) => {
      const b = await bookingIn(from);
      const before = Date.now();
      const res = await move(b, to);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as Booking;
      expect(res.json().status).toBe('success');
      expect(data).toMatchObject({ id: b.id, docId: b.docId, status: to });

      // the history grows by one entry: from, to, by (the staff e-mail), at
      expect(data.statusHistory).toHaveLength(b.statusHistory.length + 1);
      const entry = data.statusHistory.at(-1)!;
      expect(entry).toMatchObject({ from, to, by: 'desk@care.ug' });
      expect(Math.abs(Date.parse(entry.at) - before)).toBeLessThan(60_000);
      expect((await c.read(`/booking/${b.docId}`)).json().data).toEqual(data);
      expect((await rowOf(b.id)).status).toBe(to);

      // the audit log holds the change, by whom, before and after
      const audits = await statusAudits(b);
      expect(audits).toHaveLength(PATH[from].length + 1);
      expect(audits.at(-1)).toMatchObject({
        entity: 'booking',
        action: 'status',
        actorId: c.staffId,
        actorEmail: 'desk@care.ug',
        summary: { before: { status: from }, after: { status: to } },
      });

      // and the booking moved to the list of its new status (ruling 18)
      for (const list of ['new', 'active', 'completed']) {
        const rows = await listed(list);
        if (list === LIST_OF[to]) expect(rows).toContain(b.docId);
        else expect(rows).not.toContain(b.docId);
      }
    },
  );

  const allowedPairs = new Set(ALLOWED.map(([f, t]) => `${f}>${t}`));
  const refused = BOOKING_STATUSES.flatMap((from) =>
    BOOKING_STATUSES.filter((to) => !allowedPairs.has(`${from}>${to}`)).map(
      (to) => [from, to] as [BookingStatus, BookingStatus],
    ),
  );

  it('refuses 19 moves: skips, reversals, from final states, and the same status again', () => {
    expect(refused).toHaveLength(19);
    expect(refused).toEqual(
      expect.arrayContaining([
        ['Pending', 'onGoing'],
        ['Pending', 'Completed'],
        ['Accepted', 'Pending'],
        ['Completed', 'Cancelled'],
        ['Cancelled', 'Pending'],
        ['Pending', 'Pending'],
      ]),
    );
  });

  it.each(refused)('refuses %s -> %s with 409 naming the current status', async (from, to) => {
    const b = await bookingIn(from);
    const audits = (await statusAudits(b)).length;
    const body = expectFailure(await move(b, to), 409);
    expect(body.error).toContain(from);
    if (from === to) expect(body.error).toMatch(/already/);
    const row = await rowOf(b.id);
    expect(row.status).toBe(from);
    expect(row.statusHistory).toEqual(b.statusHistory);
    expect(await statusAudits(b)).toHaveLength(audits);
  });

  it('records the signed-in staff member, not the user named in the body', async () => {
    const b = await bookingIn('Pending');
    const res = await move(b, 'Accepted', { user: 'someone.else@care.ug' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.statusHistory.at(-1).by).toBe('desk@care.ug');
  });

  it('moves a booking addressed by its numeric id, with or without docId in the body', async () => {
    const b = await bookingIn('Pending');
    const res = await c.put(`/booking/${b.id}`, { field: 'status', value: 'Accepted' });
    expect(res.statusCode, res.body).toBe(200);
    const res2 = await c.put(`/booking/${b.id}`, {
      field: 'status',
      value: 'onGoing',
      docId: b.docId,
    });
    expect(res2.statusCode, res2.body).toBe(200);
    expect(res2.json().data.status).toBe('onGoing');
  });

  it('refuses a field other than status (400) and changes nothing', async () => {
    const b = await bookingIn('Pending');
    const body = expectFailure(await move(b, 'Accepted', { field: 'totalCost' }), 400);
    expect(body.details?.field).toBe("Only the booking's status can be changed here");
    expect((await rowOf(b.id)).status).toBe('Pending');
  });

  it.each([['Done'], ['accepted'], ['ongoing'], ['']])(
    'refuses the unknown status %j (400)',
    async (value) => {
      const b = await bookingIn('Pending');
      expect(expectFailure(await move(b, value), 400).details?.value).toBeTruthy();
      expect((await rowOf(b.id)).status).toBe('Pending');
    },
  );

  it('refuses a body docId that does not match the address (400)', async () => {
    const [b, other] = [await bookingIn('Pending'), await bookingIn('Pending')];
    expectFailure(await move(b, 'Accepted', { docId: other.docId }), 400);
    expectFailure(
      await c.put(`/booking/${b.id}`, { field: 'status', value: 'Accepted', docId: other.docId }),
      400,
    );
    expect((await rowOf(b.id)).status).toBe('Pending');
    expect((await rowOf(other.id)).status).toBe('Pending');
  });

  it("answers an unknown booking with 404 'Booking not found'", async () => {
    const ghost = { docId: `BK-${new Date().getUTCFullYear()}-999999` };
    expect(expectFailure(await move(ghost, 'Accepted'), 404).error).toBe('Booking not found');
    const byId = await c.put('/booking/987654', { field: 'status', value: 'Accepted' });
    expect(expectFailure(byId, 404).error).toBe('Booking not found');
  });

  it.each([1, 2, 3])(
    'race %d: two identical presses at once -> one 200, one 409 (already), one history entry',
    async () => {
      const b = await bookingIn('Pending');
      const answers = await Promise.all([move(b, 'Accepted'), move(b, 'Accepted')]);
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes, answers.map((r) => r.body).join(' | ')).toEqual([200, 409]);
      const lost = answers.find((r) => r.statusCode === 409)!;
      expect(expectFailure(lost, 409).error).toMatch(/already/);
      const row = await rowOf(b.id);
      expect(row.status).toBe('Accepted');
      expect(row.statusHistory).toHaveLength(2);
      expect(await statusAudits(b)).toHaveLength(1);
    },
  );

  /** A move that sends back the version the dialog showed (API.md "Writes"). */
  const moveFrom = (b: Booking & { updatedAt: string }, value: string, how: 'body' | 'header') =>
    c.app.inject({
      method: 'PUT',
      url: `${API_BASE}/booking/${b.docId}`,
      headers: how === 'header' ? { ...c.headers, 'if-unmodified-since': b.updatedAt } : c.headers,
      payload: {
        field: 'status',
        value,
        docId: b.docId,
        user: 'desk@care.ug',
        ...(how === 'body' ? { updatedAt: b.updatedAt } : {}),
      },
    });

  it.each(['body', 'header'] as const)(
    'refuses a move based on a stale version (%s) with 409 and changes nothing',
    async (how) => {
      const shown = (await bookingIn('Pending')) as Booking & { updatedAt: string };
      expect((await move(shown, 'Accepted')).statusCode).toBe(200);
      expectFailure(await moveFrom(shown, 'Cancelled', how), 409);
      const row = await rowOf(shown.id);
      expect(row.status).toBe('Accepted');
      expect(row.statusHistory).toHaveLength(2);
    },
  );

  it.each([
    [1, 'body'],
    [2, 'header'],
    [3, 'body'],
  ] as const)(
    'race %d: Confirm and Cancel pressed at once on a Pending booking (version in %s) -> exactly one wins',
    async (_round, how) => {
      const b = (await bookingIn('Pending')) as Booking & { updatedAt: string };
      const answers = await Promise.all([
        moveFrom(b, 'Accepted', how),
        moveFrom(b, 'Cancelled', how),
      ]);
      const won = answers.filter((r) => r.statusCode === 200);
      const lost = answers.filter((r) => r.statusCode !== 200);
      expect(won, answers.map((r) => r.body).join(' | ')).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expectFailure(lost[0]!, 409);
      const winner = won[0]!.json().data.status as BookingStatus;
      const row = await rowOf(b.id);
      expect(row.status).toBe(winner);
      expect(row.statusHistory).toHaveLength(2);
      expect(row.statusHistory[1]).toMatchObject({ from: 'Pending', to: winner });
      const audits = await statusAudits(b);
      expect(audits).toHaveLength(1);
      expect(audits[0]!.summary).toEqual({
        before: { status: 'Pending' },
        after: { status: winner },
      });
    },
  );
});
