import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  CONSENT_METHODS,
  CUSTOMER_PRODUCTS,
  STATIONS,
  customerTypeForProduct,
  type BookingStatus,
} from '@app/contract';
import { bookings, customers, staffUsers, type StatusChange } from '../schema/index.ts';
import type { Seeder } from './types.ts';
import { makeEmail, makePerson, makePhone, makePlace } from './uganda.ts';

const OCCUPATIONS = [
  'Teacher',
  'Trader',
  'Nurse',
  'Accountant',
  'Banker',
  'Engineer',
  'Farmer',
  'Lawyer',
  'Civil servant',
  'Student',
  'Tailor',
  'Hairdresser',
];
const COMPANIES = [
  'Stanbic Bank',
  'MTN Uganda',
  'Airtel Uganda',
  'Makerere University',
  'URA',
  'KCCA',
  'Self-employed',
  'Nakumatt',
  'Total Energies',
];
const PRICES: Record<string, number> = {
  'Prepared mama bag': 185_000,
  'Mama kit value': 95_000,
  'Patient care services': 350_000,
  'Postnatal care services': 450_000,
};

/** Kikubo, Mutungo, Head Office, Nassana: the stations nurses work from (the rest sell). */
const CARE_STATIONS = STATIONS.slice(0, 4);

/** Bookings move only forward (SPEC 4), so a booking's history leads up to its status. */
const PATHS: Record<BookingStatus, BookingStatus[]> = {
  Pending: ['Pending'],
  Accepted: ['Pending', 'Accepted'],
  onGoing: ['Pending', 'Accepted', 'onGoing'],
  Completed: ['Pending', 'Accepted', 'onGoing', 'Completed'],
  Cancelled: ['Pending', 'Cancelled'],
};

/** About 200 customers over the last year, the booking their first order became, and ~100 later requests. */
export const seedCustomers: Seeder = {
  name: 'customers',
  async run({ db, r, now }) {
    const staff = await db.select({ id: staffUsers.id, email: staffUsers.email }).from(staffUsers);
    const rows: (typeof customers.$inferInsert)[] = [];
    const orders: { product: string; status: BookingStatus }[] = [];
    for (let i = 0; i < 200; i++) {
      const p = makePerson(r, r.bool(0.85) ? 'Female' : 'Male');
      const home = makePlace(r);
      const product = r.pick(CUSTOMER_PRODUCTS);
      const expecting = r.bool(0.25);
      const created = r.recentDate(365, now);
      rows.push({
        userId: `cu-${String(i + 1).padStart(5, '0')}-${randomBytes(4).toString('hex')}`,
        firstname: p.first,
        lastname: p.last,
        email: r.bool(0.65) ? makeEmail(r, p.first, p.last) : null,
        phonenumber: makePhone(r),
        alternateNumber: r.bool(0.3) ? makePhone(r) : null,
        gender: p.sex,
        children: expecting ? r.int(0, 2) : r.int(0, 6),
        company: r.bool(0.4) ? r.pick(COMPANIES) : null,
        occupation: r.bool(0.6) ? r.pick(OCCUPATIONS) : null,
        address: home.address,
        latitude: home.lat,
        longitude: home.lng,
        userType: expecting ? 'expecting' : customerTypeForProduct(product),
        verified: r.bool(0.7),
        fcmToken: r.bool(0.4) ? `demo-fcm-${randomBytes(24).toString('base64url')}` : null,
        activationCode: randomBytes(4).toString('hex').toUpperCase(),
        createdBy: staff.length ? r.pick(staff).id : null,
        createdAt: created,
        updatedAt: created,
      });
      // Issue 26, by position so the random stream stays put: nine in ten
      // with consent recorded by whoever created them (the rest predate it);
      // five objected to marketing a few days after joining.
      const row = rows.at(-1)!;
      if (i % 10 !== 9 && row.createdBy)
        Object.assign(row, {
          consentMethod: CONSENT_METHODS[i % 3]!,
          consentAt: created,
          consentBy: row.createdBy,
        });
      // Issue 42, by position too: the station that looks after her, the four
      // care stations in turn, one in eight none recorded.
      if (i % 8 !== 7) row.station = CARE_STATIONS[i % CARE_STATIONS.length]!;
      if (i % 40 === 5)
        row.marketingObjectedAt = new Date(
          Math.min(created.getTime() + 3 * 86_400_000, now.getTime()),
        );
      orders.push({
        product,
        status: r.pick([
          'Pending',
          'Pending',
          'Accepted',
          'onGoing',
          'Completed',
          'Completed',
          'Completed',
          'Cancelled',
        ] as const),
      });
    }
    const inserted = await db.insert(customers).values(rows).returning();

    // Each customer's first order, then about 100 repeat requests from the app.
    const requests = [
      ...inserted.map((c, i) => ({ c, order: orders[i]!, at: c.createdAt })),
      ...Array.from({ length: 100 }, () => {
        const c = r.pick(inserted);
        const at = new Date(c.createdAt.getTime() + r.int(1, 200) * 86_400_000);
        const order = {
          product: r.pick(CUSTOMER_PRODUCTS),
          status: r.pick(['Pending', 'Accepted', 'onGoing', 'Completed', 'Cancelled'] as const),
        };
        return { c, order, at: at < now ? at : now };
      }),
    ].sort((a, b) => a.at.getTime() - b.at.getTime());
    const bookingRows = requests.map(({ c, order, at }, i) => {
      const year = at.getUTCFullYear();
      const by = staff.length ? r.pick(staff).email : null;
      const history: StatusChange[] = PATHS[order.status].map((to, step, path) => ({
        from: step === 0 ? null : path[step - 1]!,
        to,
        by: step === 0 ? null : by,
        // A later step has happened by now, at the latest just now.
        at: new Date(
          Math.min(at.getTime() + step * r.int(2, 48) * 3600_000, now.getTime()),
        ).toISOString(),
      }));
      const price = PRICES[order.product] ?? 100_000;
      const ahead = new Date(at.getTime() + r.int(1, 14) * 86_400_000);
      // Under way or done only from its start date on (issue 36): not after today.
      const started = order.status === 'onGoing' || order.status === 'Completed';
      const start = started && ahead > now ? now : ahead;
      const totalCost = price + (r.bool(0.3) ? r.int(1, 6) * 10_000 : 0);
      const request = order.status === 'Pending' && i % 6 === 0;
      return {
        docId: `BK-${year}-${String(i + 1).padStart(6, '0')}`,
        customerId: c.id,
        clientId: c.userId,
        firstName: c.firstname,
        lastName: c.lastname,
        client: `${c.firstname} ${c.lastname}`,
        primaryPhoneNumber: c.phonenumber,
        otherPhoneNumber: c.alternateNumber,
        service: order.product,
        // Issue 37: some new requests still lack their start date and price (Add
        // Customer's order makes such a request); staff fill them in before confirming.
        ...(request
          ? { serviceStartDate: null, packagePrice: null, totalCost: null }
          : { serviceStartDate: start.toISOString().slice(0, 10), packagePrice: price, totalCost }),
        dropoff: c.address,
        status: order.status,
        statusHistory: history,
        createdAt: at,
        updatedAt: new Date(history.at(-1)!.at),
      };
    });
    await db.insert(bookings).values(bookingRows);
    await db.execute(sql`select setval('booking_seq', ${bookingRows.length})`);
    return inserted.length;
  },
};
