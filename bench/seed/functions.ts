import {
  AGE_GROUPS,
  AVAILABILITY,
  BEDSIDE_TASKS,
  CUSTOMER_PRODUCTS,
  DISEASES,
  EDUCATION_LEVELS,
  LEAD_SOURCES,
  PAYMENT_METHODS,
  PHYSIO_SERVICES,
  QUALIFICATIONS,
  RELATIONS,
  SERVICE_PACKAGES,
  SHIFTS,
  SHOP_PRODUCTS,
  STATIONS,
  WORK_STATUSES,
} from '@app/contract';
import { GAZETTEER, type Place } from '../../apps/api/src/integrations/places/gazetteer-data.ts';
import {
  FIRST_NAMES_FEMALE,
  FIRST_NAMES_MALE,
  SURNAMES,
} from '../../apps/api/src/db/seed/uganda.ts';

/** Plan of the big data set; the seed and the benchmark read the same one. */
export type SeedPlan = { seed: number; anchor: string };

export const COUNTS = {
  staff: 3000,
  customers: 100_000,
  nurses: 10_000,
  jobCards: 100_000,
  nurseJobs: 150_000,
  reviews: 60_000,
  bookings: 100_000,
  shopOrders: 200_000,
  incomeTrace: 1_000_000,
  notifications: 5_000,
  careTips: 40,
} as const;

/** The job-card time slots: a nurse works at most one card per slot, so no nurse is booked twice on a day. */
export const SLOTS = 24;

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const textArray = (items: readonly string[]) => `ARRAY[${items.map(lit).join(',')}]::text[]`;
const numArray = (items: readonly number[]) => `ARRAY[${items.join(',')}]::float8[]`;
const fn = (name: string, returns: string, body: string) =>
  `CREATE OR REPLACE FUNCTION pg_temp.${name} RETURNS ${returns} LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$ ${body} $fn$;`;

const label = (p: Place) =>
  [p.name, p.area, p.district].filter((x, i, all) => x && all.indexOf(x) === i).join(', ');
const homes = GAZETTEER.filter((p) => p.kind === 'neighbourhood' || p.kind === 'town');
const facilities = GAZETTEER.filter((p) => p.kind === 'facility');

/**
 * Session helpers for set-based generation. Every "random" value is a hash
 * of (row number, purpose, seed): the same seed gives the same rows whatever
 * order or plan the database evaluates them in (setseed/random() would not
 * survive a parallel plan or a reordered statement).
 */
export function sessionFunctions({ seed, anchor }: SeedPlan): string {
  if (!Number.isSafeInteger(seed) || !/^\d{4}-\d{2}-\d{2}$/.test(anchor))
    throw new Error('Bad seed plan');
  const arrays: Record<string, readonly string[]> = {
    female: FIRST_NAMES_FEMALE,
    male: FIRST_NAMES_MALE,
    surnames: SURNAMES,
    home_addr: homes.map(label),
    facility_name: facilities.map((p) => p.name),
    facility_addr: facilities.map(label),
    stations: STATIONS,
    lead_sources: LEAD_SOURCES,
    pay_methods: PAYMENT_METHODS,
    customer_products: CUSTOMER_PRODUCTS,
    qualifications: QUALIFICATIONS.slice(0, 17),
    education: EDUCATION_LEVELS.slice(0, 4),
    work_statuses: WORK_STATUSES,
    availability: AVAILABILITY.slice(0, 4),
    services: SERVICE_PACKAGES,
    relations: RELATIONS,
    age_groups: AGE_GROUPS,
    diseases: DISEASES,
    physio: PHYSIO_SERVICES,
    tasks: BEDSIDE_TASKS.slice(1, -1),
    shifts: SHIFTS,
    prefixes: ['70', '71', '74', '75', '76', '77', '78', '79'],
    shop_ids: SHOP_PRODUCTS.map((p) => p.product_id),
    shop_names: SHOP_PRODUCTS.map((p) => p.name),
  };
  const numbers: Record<string, readonly number[]> = {
    home_lat: homes.map((p) => p.lat),
    home_lng: homes.map((p) => p.lng),
    facility_lat: facilities.map((p) => p.lat),
    facility_lng: facilities.map((p) => p.lng),
    shop_prices: SHOP_PRODUCTS.map((p) => p.price),
  };
  return [
    ...Object.entries(arrays).map(([k, v]) => fn(`${k}()`, 'text[]', `SELECT ${textArray(v)}`)),
    ...Object.entries(numbers).map(([k, v]) => fn(`${k}()`, 'float8[]', `SELECT ${numArray(v)}`)),
    fn('anchor()', 'date', `SELECT ${lit(anchor)}::date`),
    // Midnight UTC of the anchor day: everything that already happened lies before it.
    fn('t0()', 'timestamptz', `SELECT ${lit(anchor)}::timestamp AT TIME ZONE 'UTC'`),
    fn(
      'rnd(i bigint, salt int)',
      'float8',
      `SELECT (hashint8extended(i, ${seed}::bigint * 1000 + salt) & 4503599627370495)::float8 / 4503599627370496`,
    ),
    fn(
      'irnd(i bigint, salt int, lo int, hi int)',
      'int',
      'SELECT lo + floor(pg_temp.rnd(i, salt) * (hi - lo + 1))::int',
    ),
    fn(
      'pick(arr anyarray, i bigint, salt int)',
      'anyelement',
      'SELECT arr[1 + floor(pg_temp.rnd(i, salt) * array_length(arr, 1))::int]',
    ),
    fn(
      'phone(i bigint, salt int)',
      'text',
      `SELECT '+256' || pg_temp.pick(pg_temp.prefixes(), i, salt) || lpad(pg_temp.irnd(i, salt + 1, 0, 9999999)::text, 7, '0')`,
    ),
    fn('staff_id(n int)', 'uuid', `SELECT md5('care-bench-staff-' || ${seed} || '-' || n)::uuid`),
    // Customers sign up evenly over three years, in id order.
    fn(
      'customer_at(id int)',
      'timestamptz',
      `SELECT pg_temp.t0() - interval '1095 days' + (id - 1) * (interval '1095 days' / ${COUNTS.customers})`,
    ),
    // A customer who had already signed up at t.
    fn(
      'customer_before(t timestamptz, i bigint, salt int)',
      'int',
      `SELECT 1 + floor(pg_temp.rnd(i, salt) * greatest(1, least(${COUNTS.customers},
         floor(extract(epoch FROM t - pg_temp.customer_at(1)) / extract(epoch FROM interval '1095 days' / ${COUNTS.customers}))::int)))::int`,
    ),
    // A status history leading up to the last of `steps`, one step every `gap`.
    fn(
      'history(steps text[], since timestamptz, gap interval, actor text)',
      'jsonb',
      `SELECT jsonb_agg(jsonb_build_object(
         'from', CASE WHEN n = 1 THEN NULL ELSE steps[n - 1] END, 'to', steps[n],
         'by', CASE WHEN n = 1 THEN NULL ELSE actor END,
         'at', to_char((since + (n - 1) * gap) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) ORDER BY n)
       FROM generate_series(1, array_length(steps, 1)) n`,
    ),
    // Job card status follows its dates (what lies ahead is pending); some past work was cancelled.
    fn(
      'card_status(id int, start date, days int)',
      'text',
      `SELECT CASE WHEN start > pg_temp.anchor() THEN 'pending'
                   WHEN start + days >= pg_temp.anchor() THEN 'ongoing'
                   WHEN pg_temp.rnd(id, 203) < 0.12 THEN 'cancelled'
                   ELSE 'completed' END`,
    ),
  ].join('\n');
}
