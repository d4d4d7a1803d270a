import { COUNTS } from './functions.ts';

// Staff, customers and nurses. `$1` of the staff statement is the password hash
// every bench account shares (the benchmark signs in with many of them).

export const BENCH_ADMIN_EMAIL = 'bench-admin@care.ug';
export const BENCH_PASSWORD = 'bench-password-2026';
export const benchStaffEmail = (n: number) => `staff-${String(n).padStart(5, '0')}@bench.care.ug`;

export const staffSql = `
INSERT INTO staff_users (id, name, email, role, password_hash, active, created_at, updated_at)
SELECT pg_temp.staff_id(n),
       CASE WHEN n = 0 THEN 'Bench Admin'
            ELSE pg_temp.pick(pg_temp.female(), n, 1) || ' ' || pg_temp.pick(pg_temp.surnames(), n, 2) END,
       CASE WHEN n = 0 THEN '${BENCH_ADMIN_EMAIL}' ELSE 'staff-' || lpad(n::text, 5, '0') || '@bench.care.ug' END,
       CASE WHEN n = 0 THEN 'ADMIN' ELSE 'STAFF' END,
       $1, true, pg_temp.t0() - interval '1200 days', pg_temp.t0() - interval '1200 days'
FROM generate_series(0, ${COUNTS.staff}) n`;

export const customersSql = `
INSERT INTO customers (id, user_id, firstname, lastname, email, phonenumber, alternate_number, gender,
  children, company, occupation, address, latitude, longitude, user_type, verified, fcm_token,
  activation_code, created_by, created_at, updated_at, deleted_at)
OVERRIDING SYSTEM VALUE
SELECT g, 'cu-' || lpad(g::text, 6, '0'), p.first, p.last,
       CASE WHEN pg_temp.rnd(g, 13) < 0.65 THEN lower(p.first || '.' || p.last || g || '@gmail.com') END,
       pg_temp.phone(g, 14),
       CASE WHEN pg_temp.rnd(g, 16) < 0.3 THEN pg_temp.phone(g, 17) END,
       CASE WHEN s.female THEN 'Female' ELSE 'Male' END,
       CASE WHEN s.expecting THEN pg_temp.irnd(g, 19, 0, 2) ELSE pg_temp.irnd(g, 19, 0, 6) END,
       CASE WHEN pg_temp.rnd(g, 20) < 0.4 THEN pg_temp.pick(ARRAY['Stanbic Bank','MTN Uganda','Airtel Uganda','Makerere University','URA','KCCA','Self-employed'], g, 21) END,
       CASE WHEN pg_temp.rnd(g, 22) < 0.6 THEN pg_temp.pick(ARRAY['Teacher','Trader','Nurse','Accountant','Banker','Engineer','Farmer','Civil servant','Tailor'], g, 23) END,
       'Plot ' || pg_temp.irnd(g, 24, 1, 250) || ', ' || (pg_temp.home_addr())[s.home],
       (pg_temp.home_lat())[s.home], (pg_temp.home_lng())[s.home],
       CASE WHEN s.expecting THEN 'expecting'
            WHEN s.product = 'Patient care services' THEN 'other' ELSE 'parent' END,
       pg_temp.rnd(g, 25) < 0.7,
       CASE WHEN pg_temp.rnd(g, 26) < 0.4 THEN 'bench-fcm-' || md5('fcm' || g) END,
       upper(substr(md5('activation' || g), 1, 8)),
       pg_temp.staff_id(pg_temp.irnd(g, 27, 0, 20)),
       pg_temp.customer_at(g), pg_temp.customer_at(g),
       -- A few profiles were deleted (soft) since; their history stays.
       CASE WHEN pg_temp.rnd(g, 28) < 0.005 THEN pg_temp.t0() - interval '2 days' END
FROM generate_series(1, ${COUNTS.customers}) g
CROSS JOIN LATERAL (SELECT pg_temp.rnd(g, 10) < 0.85 AS female,
                           pg_temp.rnd(g, 11) < 0.25 AS expecting,
                           pg_temp.pick(pg_temp.customer_products(), g, 12) AS product,
                           1 + floor(pg_temp.rnd(g, 15) * array_length(pg_temp.home_addr(), 1))::int AS home) s
CROSS JOIN LATERAL (SELECT pg_temp.pick(CASE WHEN s.female THEN pg_temp.female() ELSE pg_temp.male() END, g, 18) AS first,
                           pg_temp.pick(pg_temp.surnames(), g, 29) AS last) p`;

/**
 * Approved nurses joined over the years before the ledger starts; those awaiting approval are
 * recent. Every nurse has a home with coordinates (the free-nurse search's distances) and a station.
 */
export const nursesSql = `
INSERT INTO nurses (id, user_id, first_name, last_name, username, email, phone_number, other_number,
  address, latitude, longitude, about_me, personal_statement, date_of_birth, gender, join_date, verified,
  ref_name, ref_phone_number, ref_email, employment_status, work_status, availability, certificate_no,
  qualification, education_level, graduation_year, care_number,
  unmc_registration_number, licence_number, licence_expiry, station, created_at, updated_at)
OVERRIDING SYSTEM VALUE
SELECT g, 'nu-' || lpad(g::text, 6, '0'), p.first, p.last, p.first || ' ' || p.last,
       lower(p.first || '.' || p.last || g || '@gmail.com'), pg_temp.phone(g, 104),
       CASE WHEN pg_temp.rnd(g, 106) < 0.3 THEN pg_temp.phone(g, 107) END,
       'Plot ' || pg_temp.irnd(g, 108, 1, 250) || ', ' || (pg_temp.home_addr())[s.home],
       (pg_temp.home_lat())[s.home], (pg_temp.home_lng())[s.home],
       'Experienced with newborn care and breastfeeding support.',
       'I treat every patient as I would my own family.',
       make_date(s.grad - pg_temp.irnd(g, 109, 20, 26), pg_temp.irnd(g, 110, 1, 12), pg_temp.irnd(g, 111, 1, 28)),
       CASE WHEN s.female THEN 'Female' ELSE 'Male' END,
       s.joined, s.verified,
       pg_temp.pick(pg_temp.female(), g, 112) || ' ' || pg_temp.pick(pg_temp.surnames(), g, 113),
       pg_temp.phone(g, 114), NULL,
       pg_temp.pick(ARRAY['Full time','Part time','Contract'], g, 116),
       pg_temp.pick(pg_temp.work_statuses(), g, 117),
       pg_temp.pick(pg_temp.availability(), g, 118),
       'UNMC/' || s.grad || '/' || pg_temp.irnd(g, 119, 1000, 99999),
       pg_temp.pick(pg_temp.qualifications(), g, 120),
       pg_temp.pick(pg_temp.education(), g, 121),
       s.grad, 'CN-' || lpad(g::text, 6, '0'),
       CASE WHEN l.expiry IS NOT NULL THEN 'UNMC/RN/' || s.grad || '/' || l.serial END,
       CASE WHEN l.expiry IS NOT NULL THEN 'PL-' || (extract(year FROM l.expiry)::int - 1) || '-' || l.serial END,
       l.expiry, pg_temp.pick(ARRAY['Kikubo','Mutungo','Head Office','Nassana'], g, 162),
       s.joined, s.joined
FROM generate_series(1, ${COUNTS.nurses}) g
CROSS JOIN LATERAL (SELECT pg_temp.rnd(g, 100) < 0.8 AS female, pg_temp.rnd(g, 101) < 0.8 AS verified,
                           pg_temp.irnd(g, 102, 2006, 2022) AS grad,
                           1 + floor(pg_temp.rnd(g, 103) * array_length(pg_temp.home_addr(), 1))::int AS home) s0
CROSS JOIN LATERAL (SELECT s0.*, CASE WHEN s0.verified
                             THEN pg_temp.t0() - interval '1500 days' + pg_temp.rnd(g, 105) * interval '1100 days'
                             ELSE pg_temp.t0() - pg_temp.rnd(g, 105) * interval '400 days' END AS joined) s
CROSS JOIN LATERAL (SELECT pg_temp.pick(CASE WHEN s.female THEN pg_temp.female() ELSE pg_temp.male() END, g, 122) AS first,
                           pg_temp.pick(pg_temp.surnames(), g, 123) AS last) p
-- Issue 27: practising licences, their last valid day from the anchor: about 85 % valid 1 to
-- 24 months ahead, 5 % expiring within 30 days, 5 % expired, 5 % not on record.
CROSS JOIN LATERAL (SELECT lpad(pg_temp.irnd(g, 161, 1, 99999)::text, 5, '0') AS serial,
                           CASE WHEN v.u < 0.05 THEN NULL
                                WHEN v.u < 0.10 THEN pg_temp.anchor() - pg_temp.irnd(g, 163, 1, 365)
                                WHEN v.u < 0.15 THEN pg_temp.anchor() + pg_temp.irnd(g, 163, 0, 30)
                                ELSE pg_temp.anchor() + pg_temp.irnd(g, 163, 31, 730) END AS expiry
                    FROM (SELECT pg_temp.rnd(g, 160) AS u) v) l`;

export const nurseDetailsSql = [
  `INSERT INTO nurse_work (nurse_id, position, company, current_position, start_date, end_date, description)
   SELECT id, pg_temp.pick(ARRAY['Staff Nurse','Midwife','Nursing Officer','Caregiver','Intern Nurse'], id, 130),
          pg_temp.pick(pg_temp.facility_name(), id, 131), pg_temp.rnd(id, 132) < 0.3,
          make_date(graduation_year + 1, pg_temp.irnd(id, 133, 1, 9), 1),
          make_date(graduation_year + pg_temp.irnd(id, 134, 2, 4), pg_temp.irnd(id, 135, 1, 9), 28),
          'Ward rounds, medication, patient education.'
   FROM nurses ORDER BY id`,
  `INSERT INTO nurse_academics (nurse_id, qualification, school, course, start_date, end_date, grade)
   SELECT id, qualification,
          pg_temp.pick(ARRAY['Makerere University School of Nursing','Mulago School of Nursing and Midwifery','Aga Khan University','Mengo School of Nursing','Nsambya School of Nursing'], id, 140),
          ARRAY[qualification], make_date(graduation_year - pg_temp.irnd(id, 141, 2, 4), 8, 1),
          make_date(graduation_year, 6, 30),
          pg_temp.pick(ARRAY['First class','Second upper','Second lower','Pass','Credit','Distinction'], id, 142)
   FROM nurses ORDER BY id`,
  // A few accounts are blocked or suspended, as in a real service.
  `INSERT INTO nurse_account_status (nurse_id, user_id, status)
   SELECT id, user_id, CASE WHEN pg_temp.rnd(id, 150) < 0.02 THEN 'BLOCKED'
                            WHEN pg_temp.rnd(id, 150) < 0.04 THEN 'SUSPENDED' ELSE 'ACTIVE' END
   FROM nurses ORDER BY id`,
];
