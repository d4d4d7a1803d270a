import { describe, expect, it } from 'vitest';
import {
  BOOKING_ACTIONS,
  BOOKING_MESSAGES,
  BOOKING_TRANSITIONS,
  bookingCreateSchema,
  bookingEditProblems,
  bookingEditSchema,
  bookingFilterOf,
  bookingIdParam,
  bookingListQuerySchema,
  bookingMissing,
  bookingRequestLabel,
  bookingRequestProblem,
  bookingStatusUpdateSchema,
} from './bookings.ts';
import { BOOKING_STATUSES, type BookingStatus } from './enums/bookings.ts';

describe('BOOKING_TRANSITIONS (SPEC 4)', () => {
  it('is exactly the lifecycle of SPEC 4', () => {
    expect(BOOKING_TRANSITIONS).toEqual({
      Pending: ['Accepted', 'Cancelled'],
      Accepted: ['onGoing', 'Cancelled'],
      onGoing: ['Completed', 'Cancelled'],
      Completed: [],
      Cancelled: [],
    });
  });

  it('covers every status and never moves a booking to itself or back to Pending', () => {
    expect(Object.keys(BOOKING_TRANSITIONS).sort()).toEqual([...BOOKING_STATUSES].sort());
    for (const from of BOOKING_STATUSES) {
      expect(BOOKING_TRANSITIONS[from]).not.toContain(from);
      expect(BOOKING_TRANSITIONS[from]).not.toContain('Pending');
    }
  });

  it("offers 'Cancel request' unless the booking is Completed (or already Cancelled)", () => {
    const cancellable = BOOKING_STATUSES.filter((s) =>
      BOOKING_TRANSITIONS[s].includes('Cancelled'),
    );
    expect(cancellable).toEqual(['Pending', 'Accepted', 'onGoing']);
  });
});

describe('BOOKING_ACTIONS', () => {
  it('labels each move by its target status', () => {
    expect(BOOKING_ACTIONS).toEqual({
      Accepted: 'Confirm request',
      onGoing: 'Start request',
      Completed: 'Complete request',
      Cancelled: 'Cancel request',
    });
  });

  it('has a label for every reachable status', () => {
    const targets = new Set(Object.values(BOOKING_TRANSITIONS).flat());
    for (const t of targets)
      expect(BOOKING_ACTIONS[t as Exclude<BookingStatus, 'Pending'>]).toBeTruthy();
  });
});

describe('bookingFilterOf (ruling 18)', () => {
  it.each([
    ['Pending', 'new'],
    ['Accepted', 'active'],
    ['onGoing', 'active'],
    ['Completed', 'completed'],
    ['Cancelled', 'completed'],
  ] as const)('puts %s in the %s list', (status, filter) => {
    expect(bookingFilterOf(status)).toBe(filter);
  });
});

describe('bookingStatusUpdateSchema', () => {
  it('accepts the SPEC 7 payload', () => {
    expect(
      bookingStatusUpdateSchema.parse({
        field: 'status',
        value: 'Accepted',
        docId: ' BK-2026-000001 ',
        user: 'desk@care.ug',
      }),
    ).toEqual({
      field: 'status',
      value: 'Accepted',
      docId: 'BK-2026-000001',
      user: 'desk@care.ug',
    });
    expect(bookingStatusUpdateSchema.parse({ field: 'status', value: 'onGoing' })).toEqual({
      field: 'status',
      value: 'onGoing',
    });
  });

  it('refuses any field other than status', () => {
    const r = bookingStatusUpdateSchema.safeParse({ field: 'totalCost', value: 'Accepted' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path).toEqual(['field']);
    expect(r.error!.issues[0]!.message).toBe("Only the booking's status can be changed here");
  });

  it.each([['accepted'], ['Ongoing'], ['Done'], ['']])('refuses the unknown status %j', (value) => {
    const r = bookingStatusUpdateSchema.safeParse({ field: 'status', value });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe(
      'Status is one of Pending, Accepted, onGoing, Completed, Cancelled',
    );
  });
});

describe('bookingCreateSchema', () => {
  const base = {
    firstName: ' Grace ',
    lastName: 'Namubiru',
    primaryPhoneNumber: '0772 123 456',
    service: 'Postnatal Care',
  };

  it('reads the customer app payload: trims, E.164, whole UGX, nulls', () => {
    const out = bookingCreateSchema.parse({ ...base, totalCost: '450,000', packagePrice: 300000 });
    expect(out).toMatchObject({
      firstName: 'Grace',
      primaryPhoneNumber: '+256772123456',
      totalCost: 450000,
      packagePrice: 300000,
      otherPhoneNumber: null,
      serviceStartDate: null,
      customerId: null,
    });
  });

  it('names every missing required field', () => {
    const r = bookingCreateSchema.safeParse({});
    expect(r.success).toBe(false);
    const byField: Record<string, string> = {};
    for (const i of r.error!.issues) byField[i.path.join('.')] ??= i.message;
    expect(byField).toMatchObject({
      firstName: 'Field is required',
      lastName: 'Field is required',
      primaryPhoneNumber: 'Phone number is required',
      service: 'Field is required',
    });
  });

  it.each([
    ['12.5', 'Amounts are whole UGX, without cents'],
    [-100, 'An amount cannot be negative'],
    ['-5,000', 'An amount cannot be negative'],
  ])('refuses the total cost %j saying %s', (totalCost, message) => {
    const r = bookingCreateSchema.safeParse({ ...base, totalCost });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe(message);
  });

  it('refuses an impossible service start date', () => {
    expect(bookingCreateSchema.safeParse({ ...base, serviceStartDate: '2026-02-30' }).success).toBe(
      false,
    );
  });
});

describe('bookingListQuerySchema', () => {
  it('defaults the page and accepts the three lists', () => {
    expect(bookingListQuerySchema.parse({})).toEqual({ offset: 0, limit: 40 });
    for (const status of ['new', 'active', 'completed'])
      expect(bookingListQuerySchema.parse({ status }).status).toBe(status);
  });

  it.each([[{ status: 'Pending' }], [{ limit: '101' }], [{ limit: '0' }], [{ offset: '-1' }]])(
    'refuses %j',
    (q) => {
      expect(bookingListQuerySchema.safeParse(q).success).toBe(false);
    },
  );
});

describe('booking messages and id', () => {
  it('has the SPEC 8 texts', () => {
    expect(BOOKING_MESSAGES.changed('Accepted')).toBe('Booking status changed to Accepted');
    expect(BOOKING_MESSAGES.failed).toBe('Error updating booking');
    expect(BOOKING_MESSAGES.notFound).toBe('Booking not found');
  });

  it('takes a numeric id or a docId', () => {
    expect(bookingIdParam.parse({ id: '12' })).toEqual({ id: '12' });
    expect(bookingIdParam.parse({ id: 'BK-2026-000012' })).toEqual({ id: 'BK-2026-000012' });
    expect(bookingIdParam.safeParse({ id: ' ' }).success).toBe(false);
  });
});

describe('a booking as a request (issue 37)', () => {
  const full = { service: 'Postnatal Care', serviceStartDate: '2026-12-01', totalCost: 380000 };

  it('lacks its service, start date or price (the total cost), in that order', () => {
    expect(bookingMissing(full)).toEqual([]);
    expect(bookingMissing({ ...full, totalCost: 0 })).toEqual([]);
    expect(bookingMissing({ service: ' ', serviceStartDate: null, totalCost: null })).toEqual([
      'service',
      'start date',
      'price',
    ]);
    expect(bookingMissing({ ...full, serviceStartDate: null })).toEqual(['start date']);
  });

  it('refuses only the confirmation, naming what to fill in', () => {
    expect(bookingRequestProblem('Accepted', ['start date', 'price'])).toBe(
      'This booking is a request: fill in its start date and price before confirming it',
    );
    expect(bookingRequestProblem('Accepted', ['service', 'start date', 'price'])).toBe(
      'This booking is a request: fill in its service, start date and price before confirming it',
    );
    expect(bookingRequestProblem('Accepted', [])).toBeNull();
    expect(bookingRequestProblem('Cancelled', ['price'])).toBeNull();
    expect(bookingRequestLabel(['price'])).toBe('Request: price missing');
  });

  it('an edit changes only the fields sent; empty clears; at least one is sent', () => {
    expect(bookingEditSchema.parse({ totalCost: '380,000' })).toEqual({ totalCost: 380000 });
    expect(bookingEditSchema.parse({ serviceStartDate: '', packagePrice: null })).toEqual({
      serviceStartDate: null,
      packagePrice: null,
    });
    for (const body of [{}, { updatedAt: '2026-01-01T00:00:00.000Z' }, { status: 'Accepted' }]) {
      const r = bookingEditSchema.safeParse(body);
      expect(r.error?.issues[0]?.message).toBe('Send at least one field to change');
    }
    expect(bookingEditSchema.safeParse({ service: ' ' }).success).toBe(false);
    expect(bookingEditSchema.safeParse({ totalCost: '1.5' }).success).toBe(false);
  });

  it('a confirmed booking keeps its start date and price', () => {
    const emptied = { ...full, serviceStartDate: null, totalCost: null };
    expect(bookingEditProblems('Accepted', emptied)).toEqual({
      error: 'A confirmed booking needs its start date and price',
      details: {
        serviceStartDate: 'A confirmed booking needs its start date',
        totalCost: 'A confirmed booking needs its price',
      },
    });
    expect(bookingEditProblems('Pending', emptied)).toBeNull();
    expect(bookingEditProblems('Accepted', full)).toBeNull();
  });
});
