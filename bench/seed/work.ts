import { COUNTS, SLOTS } from './functions.ts';

// Job cards, the nurses booked on them, reviews, and bookings.
//
// Card c lies in time slot (c-1) % SLOTS of 15 days (the last seven slots
// are ahead: pending work, enough status moves for the status-change
// scenario at well over 2,000 a second for its 23 s). Its nurse jobs share its dates and each slot's jobs go to
// distinct nurses, so no nurse is ever booked twice on a day.

const slotBase = `pg_temp.anchor() + (((c - 1) % ${SLOTS}) - ${SLOTS - 8}) * 15 - 3`;

export const jobCardsSql = [
  `CREATE TEMP TABLE card_plan AS
   SELECT c, start, days, pg_temp.card_status(c, start, days) AS status,
          (least(start - pg_temp.irnd(c, 204, 1, 10), pg_temp.anchor() - pg_temp.irnd(c, 205, 1, 3))::timestamp
            + pg_temp.irnd(c, 206, 5 * 60, 17 * 60) * interval '1 minute') AT TIME ZONE 'UTC' AS created
   FROM generate_series(1, ${COUNTS.jobCards}) c
   CROSS JOIN LATERAL (SELECT ${slotBase} + pg_temp.irnd(c, 201, 0, 1) AS start, pg_temp.irnd(c, 202, 1, 12) AS days) d`,
  `INSERT INTO job_cards (id, care_card_number, customer_id, client_name, contact, patient_name, service,
     start_date, end_date, status, facility, address, latitude, longitude, relation, age_group, gender,
     medical_condition, pysio_services, care_services, thc_description, description, invoice_number,
     invoice_amount, receipt_number, receipt_amount, days, nights, duration, shifts, has_doctor,
     requested_via, requested_by, dashboard_user_id, created_by, created_at, updated_at)
   OVERRIDING SYSTEM VALUE
   SELECT p.c, 'CC-' || extract(year FROM p.created AT TIME ZONE 'UTC') || '-' || lpad(p.c::text, 6, '0'),
          cu.id, initcap(cu.firstname || ' ' || cu.lastname), cu.phonenumber,
          CASE WHEN x.own THEN initcap(cu.firstname || ' ' || cu.lastname)
               ELSE pg_temp.pick(pg_temp.female(), p.c, 210) || ' ' || pg_temp.pick(pg_temp.surnames(), p.c, 211) END,
          pg_temp.pick(pg_temp.services(), p.c, 212), p.start, p.start + p.days, p.status,
          CASE WHEN x.home THEN 'Home' ELSE (pg_temp.facility_name())[x.f] END,
          CASE WHEN x.home THEN cu.address ELSE (pg_temp.facility_addr())[x.f] END,
          CASE WHEN x.home THEN cu.latitude ELSE (pg_temp.facility_lat())[x.f] END,
          CASE WHEN x.home THEN cu.longitude ELSE (pg_temp.facility_lng())[x.f] END,
          CASE WHEN x.own THEN 'Formyself' ELSE pg_temp.pick(pg_temp.relations(), p.c, 213) END,
          pg_temp.pick(pg_temp.age_groups(), p.c, 214),
          CASE WHEN x.own THEN cu.gender ELSE 'Female' END,
          pg_temp.pick(pg_temp.diseases(), p.c, 215),
          (pg_temp.physio())[1 : pg_temp.irnd(p.c, 216, 0, 2)],
          ARRAY[pg_temp.pick(pg_temp.tasks(), p.c, 217), pg_temp.pick(pg_temp.tasks(), p.c, 218)],
          CASE WHEN pg_temp.rnd(p.c, 219) < 0.5 THEN 'Client needs daily vitals and help moving around the house.' END,
          CASE WHEN pg_temp.rnd(p.c, 220) < 0.4 THEN 'Call the client before arriving; gate code at the guard house.' END,
          'INV-' || lpad(p.c::text, 6, '0'), x.invoice,
          CASE WHEN p.status = 'completed' THEN 'RCP-' || lpad(p.c::text, 6, '0') END,
          CASE WHEN p.status = 'completed' THEN x.invoice END,
          p.days, CASE WHEN pg_temp.rnd(p.c, 221) < 0.3 THEN pg_temp.irnd(p.c, 222, 1, p.days) ELSE 0 END, p.days,
          pg_temp.pick(pg_temp.shifts(), p.c, 223), pg_temp.rnd(p.c, 224) < 0.2, 'portal',
          CASE WHEN x.own THEN initcap(cu.firstname || ' ' || cu.lastname) END,
          x.staff, x.staff, p.created, p.created
   FROM card_plan p
   CROSS JOIN LATERAL (SELECT pg_temp.rnd(p.c, 225) < 0.5 AS own, pg_temp.rnd(p.c, 226) < 0.6 AS home,
                              1 + floor(pg_temp.rnd(p.c, 227) * array_length(pg_temp.facility_name(), 1))::int AS f,
                              pg_temp.irnd(p.c, 228, 4, 60) * 25000 AS invoice,
                              pg_temp.staff_id(pg_temp.irnd(p.c, 229, 0, 20)) AS staff,
                              pg_temp.customer_before(p.created, p.c, 230) AS customer) x
   JOIN customers cu ON cu.id = x.customer
   ORDER BY p.c`,
  // Cards 1..50,000 get two nurses, the others one: 150,000 jobs.
  `CREATE TEMP TABLE bookable AS
   SELECT (row_number() OVER (ORDER BY n.id) - 1)::int AS idx, n.id
   FROM nurses n JOIN nurse_account_status s ON s.nurse_id = n.id
   WHERE n.verified AND s.status = 'ACTIVE'`,
  `CREATE TEMP TABLE job_plan AS
   SELECT j, c, (row_number() OVER (PARTITION BY (c - 1) % ${SLOTS} ORDER BY j) - 1)::int AS rank
   FROM (SELECT j, ((j - 1) % ${COUNTS.jobCards}) + 1 AS c FROM generate_series(1, ${COUNTS.nurseJobs}) j) x`,
  // Issue 27: a job's shift is its card's (Day or Night), else the whole day.
  `INSERT INTO nurse_jobs (id, job_id, nurse_id, start_date, end_date, days, nights, shift, duration, rate,
     amount, status, payment_status, created_by, created_at, updated_at)
   OVERRIDING SYSTEM VALUE
   SELECT jp.j, jc.id, b.id, jc.start_date, jc.end_date, jc.days, jc.nights,
          CASE WHEN jc.shifts IN ('Day', 'Night') THEN jc.shifts ELSE 'Day and night' END,
          jc.duration, r.rate,
          r.rate * jc.duration, jc.status,
          CASE WHEN jc.status = 'completed' AND pg_temp.rnd(jp.j, 302) < 0.85 THEN 'Paid' ELSE 'UnPaid' END,
          jc.created_by, jc.created_at, jc.created_at
   FROM job_plan jp
   JOIN job_cards jc ON jc.id = jp.c
   -- Each slot starts at another place in the list, so every bookable nurse gets work.
   JOIN bookable b ON b.idx = (jp.rank + ((jp.c - 1) % ${SLOTS}) * 997) % (SELECT count(*) FROM bookable)
   CROSS JOIN LATERAL (SELECT pg_temp.irnd(jp.j, 301, 6, 16) * 5000 AS rate) r
   ORDER BY jp.j`,
  `INSERT INTO reviews (id, customer, customer_review, customer_rating, nurse_review, nps, nurse_job_id,
     job_id, customer_id, nurse_id, created_at, updated_at)
   OVERRIDING SYSTEM VALUE
   SELECT row_number() OVER (ORDER BY nj.id), jc.client_name,
          pg_temp.pick(ARRAY['Very caring and punctual. My mother loved her.','Helped me so much with breastfeeding in the first week.','Professional, kept the wound clean, explained everything.','Came late twice but the care itself was good.','Excellent night care, I could finally sleep.'], nj.id, 402),
          x.nps / 2.0,
          pg_temp.pick(ARRAY['Family was welcoming and clear about needs.','Mother was eager to learn.','Good home environment for recovery.','Directions to the home were hard to follow.'], nj.id, 403),
          x.nps, nj.id, jc.id, jc.customer_id, nj.nurse_id,
          (nj.end_date::timestamp + interval '12 hours') AT TIME ZONE 'UTC',
          (nj.end_date::timestamp + interval '12 hours') AT TIME ZONE 'UTC'
   FROM (SELECT id FROM nurse_jobs WHERE status = 'completed' ORDER BY pg_temp.rnd(id, 401) LIMIT ${COUNTS.reviews}) pick
   JOIN nurse_jobs nj ON nj.id = pick.id
   JOIN job_cards jc ON jc.id = nj.job_id
   CROSS JOIN LATERAL (SELECT pg_temp.pick(ARRAY[5,6,7,8,8,9,9,10,10,10], nj.id, 404) AS nps) x
   ORDER BY nj.id`,
  // Saving a review sets the job's rating; a nurse's rating is the average (stars, half steps).
  `UPDATE nurse_jobs SET rating = reviews.nps FROM reviews WHERE reviews.nurse_job_id = nurse_jobs.id`,
  `UPDATE nurses SET rating = sub.stars
   FROM (SELECT nurse_id, round(avg(nps))::real / 2 AS stars FROM reviews GROUP BY nurse_id) sub
   WHERE nurses.id = sub.nurse_id`,
];

/** A booking's history leads up to its status (bookings only move forward). */
const path = `CASE st.status WHEN 'Pending' THEN ARRAY['Pending'] WHEN 'Accepted' THEN ARRAY['Pending','Accepted']
  WHEN 'onGoing' THEN ARRAY['Pending','Accepted','onGoing'] WHEN 'Completed' THEN ARRAY['Pending','Accepted','onGoing','Completed']
  ELSE ARRAY['Pending','Cancelled'] END`;

/** Requests over the last year; the newest are still waiting (the "new" list). */
export const bookingsSql = `
INSERT INTO bookings (id, doc_id, customer_id, client_id, first_name, last_name, client,
  primary_phone_number, other_phone_number, service, service_start_date, total_cost, package_price,
  dropoff, status, status_history, created_at, updated_at)
OVERRIDING SYSTEM VALUE
SELECT b, 'BK-' || extract(year FROM t.at AT TIME ZONE 'UTC') || '-' || lpad(b::text, 6, '0'),
       cu.id, cu.user_id, cu.firstname, cu.lastname, cu.firstname || ' ' || cu.lastname,
       cu.phonenumber, cu.alternate_number, pr.product,
       (t.at + pg_temp.irnd(b, 503, 1, 14) * interval '1 day')::date,
       pr.price + CASE WHEN pg_temp.rnd(b, 504) < 0.3 THEN pg_temp.irnd(b, 505, 1, 6) * 10000 ELSE 0 END,
       pr.price, cu.address, st.status,
       pg_temp.history(h.steps, t.at, h.gap, 'staff-00001@bench.care.ug'),
       t.at, t.at + (array_length(h.steps, 1) - 1) * h.gap
FROM generate_series(1, ${COUNTS.bookings}) b
CROSS JOIN LATERAL (SELECT pg_temp.t0() - interval '365 days' + (b - 1) * (interval '365 days' / ${COUNTS.bookings}) AS at) t
CROSS JOIN LATERAL (SELECT extract(epoch FROM pg_temp.t0() - t.at) / 86400 AS age, pg_temp.rnd(b, 501) AS u) a
CROSS JOIN LATERAL (SELECT CASE
    WHEN a.age < 3 THEN CASE WHEN a.u < 0.8 THEN 'Pending' ELSE 'Accepted' END
    WHEN a.age < 10 THEN CASE WHEN a.u < 0.05 THEN 'Pending' WHEN a.u < 0.25 THEN 'Accepted'
                              WHEN a.u < 0.5 THEN 'onGoing' WHEN a.u < 0.88 THEN 'Completed' ELSE 'Cancelled' END
    ELSE CASE WHEN a.u < 0.85 THEN 'Completed' ELSE 'Cancelled' END END AS status) st
CROSS JOIN LATERAL (SELECT ${path} AS steps,
    least(pg_temp.irnd(b, 502, 2, 48), greatest(1, floor(a.age * 24 / 4))::int) * interval '1 hour' AS gap) h
CROSS JOIN LATERAL (SELECT pg_temp.pick(pg_temp.customer_products(), b, 506) AS product) p0
CROSS JOIN LATERAL (SELECT p0.product, CASE p0.product WHEN 'Prepared mama bag' THEN 185000
    WHEN 'Mama kit value' THEN 95000 WHEN 'Patient care services' THEN 350000 ELSE 450000 END AS price) pr
JOIN customers cu ON cu.id = pg_temp.customer_before(t.at, b, 507)
ORDER BY b`;
