import { STATIONS } from '@app/contract';

// Issue 42: mothers and babies for the Care due worklist's benchmark. A third
// of the customers have a pregnancy or a baby: every expecting customer an
// ongoing pregnancy anywhere from 2 to 41 weeks, and one parent in five a
// pregnancy that ended in the last 18 months (a birth of one baby, twins now
// and then, or a loss). Every customer is looked after by a station. The
// care steps the worklist reads are laid afterwards by the product's own
// rule (bench/seed.ts, careStepsSql below is only the data it reads).

const careStations = STATIONS.slice(0, 4)
  .map((s) => `'${s.replace(/'/g, "''")}'`)
  .join(',');

export const maternalSql = [
  `UPDATE customers SET station = pg_temp.pick(ARRAY[${careStations}], id, 400)
   WHERE pg_temp.rnd(id, 399) < 0.95`,
  `CREATE TEMP TABLE mother_plan AS
   SELECT c.id AS customer_id, c.user_type = 'expecting' AS ongoing,
          pg_temp.rnd(c.id, 406) < 0.03 AS lost, pg_temp.rnd(c.id, 405) < 0.03 AS twins,
          CASE WHEN c.user_type = 'expecting' THEN pg_temp.anchor() - pg_temp.irnd(c.id, 402, 14, 290) END AS lmp_now,
          pg_temp.anchor() - pg_temp.irnd(c.id, 403, 0, 540) AS ended,
          pg_temp.irnd(c.id, 407, 1, 5) AS gravida
   FROM customers c
   WHERE c.deleted_at IS NULL AND c.gender = 'Female'
     AND (c.user_type = 'expecting' OR (c.user_type = 'parent' AND pg_temp.rnd(c.id, 401) < 0.2))`,
  `INSERT INTO pregnancies (customer_id, lmp, edd, gravida, parity, risks, facility, status, outcome,
     outcome_date, outcome_place, created_by, created_at, updated_at)
   SELECT m.customer_id, d.lmp, d.lmp + 280, m.gravida, pg_temp.irnd(m.customer_id, 408, 0, m.gravida - 1),
          CASE WHEN pg_temp.rnd(m.customer_id, 409) < 0.15 THEN ARRAY['hypertension'] ELSE '{}'::text[] END,
          pg_temp.pick(pg_temp.facility_name(), m.customer_id, 410),
          CASE WHEN m.ongoing THEN 'ongoing' WHEN m.lost THEN 'lost' ELSE 'delivered' END,
          CASE WHEN m.ongoing THEN NULL WHEN m.lost THEN 'loss' ELSE 'birth' END,
          CASE WHEN m.ongoing THEN NULL WHEN m.lost THEN d.lmp + 100 ELSE m.ended END,
          CASE WHEN m.ongoing THEN NULL ELSE pg_temp.pick(pg_temp.facility_name(), m.customer_id, 411) END,
          pg_temp.staff_id(pg_temp.irnd(m.customer_id, 412, 0, 20)), pg_temp.t0(), pg_temp.t0()
   FROM mother_plan m
   CROSS JOIN LATERAL (SELECT coalesce(m.lmp_now, m.ended - pg_temp.irnd(m.customer_id, 404, 259, 290)) AS lmp) d`,
  `INSERT INTO babies (customer_id, pregnancy_id, sex, birth_weight_grams, born_on, created_by, created_at, updated_at)
   SELECT p.customer_id, p.id, CASE WHEN pg_temp.rnd(p.id * 10 + n, 413) < 0.5 THEN 'Female' ELSE 'Male' END,
          pg_temp.irnd(p.id * 10 + n, 414, 2200, 4200), p.outcome_date, p.created_by, p.created_at, p.updated_at
   FROM pregnancies p
   JOIN mother_plan m ON m.customer_id = p.customer_id
   CROSS JOIN LATERAL generate_series(1, CASE WHEN m.twins THEN 2 ELSE 1 END) n
   WHERE p.status = 'delivered'`,
];
