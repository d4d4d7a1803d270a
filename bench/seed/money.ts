import { COUNTS } from './functions.ts';

// Shop orders with their items, the income-trace ledger, notifications and care tips.

/** Item i (0-based) of order o: distinct products within an order (5i mod 12 differ for i < 4). */
const itemsOf = (o: string) => `
  SELECT i, (pg_temp.irnd(${o}, 602, 0, 11) + i * 5) % 12 + 1 AS p, pg_temp.irnd(${o} * 4 + i, 603, 1, 3) AS qty
  FROM generate_series(0, pg_temp.irnd(${o}, 601, 1, 4) - 1) i`;

const orderStatus = `CASE
    WHEN a.age < 3 THEN CASE WHEN a.u < 0.67 THEN 'Pending' ELSE 'Confirmed' END
    WHEN a.age < 14 THEN CASE WHEN a.u < 0.25 THEN 'Pending' WHEN a.u < 0.5 THEN 'Confirmed'
                              WHEN a.u < 0.75 THEN 'Received' ELSE 'Cancelled' END
    ELSE CASE WHEN a.u < 0.4 THEN 'Received' WHEN a.u < 0.8 THEN 'Completed' ELSE 'Cancelled' END END`;

const orderPath = `CASE st.status WHEN 'Pending' THEN ARRAY['Pending'] WHEN 'Confirmed' THEN ARRAY['Pending','Confirmed']
  WHEN 'Received' THEN ARRAY['Pending','Confirmed','Received']
  WHEN 'Completed' THEN ARRAY['Pending','Confirmed','Received','Completed'] ELSE ARRAY['Pending','Cancelled'] END`;

export const shopSql = [
  `INSERT INTO shop_orders (id, order_number, customer_id, userid, customer_name, contact, address,
     date_added, time_added, sub_total, shipping_fee, total, payment_method, delivery_method, status,
     history, created_at, updated_at)
   OVERRIDING SYSTEM VALUE
   SELECT o, 'SO-' || extract(year FROM t.at AT TIME ZONE 'UTC') || '-' || lpad(o::text, 6, '0'),
          cu.id, cu.user_id, cu.firstname || ' ' || cu.lastname, cu.phonenumber, cu.address,
          (t.at + interval '3 hours')::date, (t.at + interval '3 hours')::time,
          s.sub, d.fee, s.sub + d.fee, pg_temp.pick(pg_temp.pay_methods(), o, 604), d.method, st.status,
          pg_temp.history(h.steps, t.at, h.gap, 'staff-00002@bench.care.ug'),
          t.at, t.at + (array_length(h.steps, 1) - 1) * h.gap
   FROM generate_series(1, ${COUNTS.shopOrders}) o
   CROSS JOIN LATERAL (SELECT pg_temp.t0() - interval '365 days' + (o - 1) * (interval '365 days' / ${COUNTS.shopOrders}) AS at) t
   CROSS JOIN LATERAL (SELECT extract(epoch FROM pg_temp.t0() - t.at) / 86400 AS age, pg_temp.rnd(o, 605) AS u) a
   CROSS JOIN LATERAL (SELECT ${orderStatus} AS status) st
   CROSS JOIN LATERAL (SELECT ${orderPath} AS steps,
       least(pg_temp.irnd(o, 606, 3, 30), greatest(1, floor(a.age * 24 / 4))::int) * interval '1 hour' AS gap) h
   CROSS JOIN LATERAL (SELECT sum((pg_temp.shop_prices())[it.p] * it.qty)::bigint AS sub FROM (${itemsOf('o')}) it) s
   CROSS JOIN LATERAL (SELECT pg_temp.pick(ARRAY['Delivery','Delivery','Pick up at station','Courier'], o, 607) AS method) d0
   CROSS JOIN LATERAL (SELECT d0.method, CASE WHEN d0.method = 'Pick up at station' THEN 0
                              ELSE pg_temp.irnd(o, 608, 2, 12) * 1000 END AS fee) d
   JOIN customers cu ON cu.id = pg_temp.customer_before(t.at, o, 609)
   ORDER BY o`,
  `INSERT INTO shop_order_items (order_id, product_id, name, quantity, unit_price, total_amount)
   SELECT o, (pg_temp.shop_ids())[it.p], (pg_temp.shop_names())[it.p], it.qty,
          (pg_temp.shop_prices())[it.p], (pg_temp.shop_prices())[it.p] * it.qty
   FROM generate_series(1, ${COUNTS.shopOrders}) o CROSS JOIN LATERAL (${itemsOf('o')}) it
   ORDER BY o, it.i`,
];

/**
 * The ledger: a million entries over the last 365 days, ids following dates
 * as they would when entered day by day. Recent entries are more often still
 * pending (like the demo seed).
 */
export const incomeSql = `
INSERT INTO income_trace (id, txn_date, product, lead_source, station, payment_method, status, amount,
  doc_id, summary, user_id, created_by, created_at, updated_at)
OVERRIDING SYSTEM VALUE
SELECT i, d.day, pr.product, pg_temp.pick(pg_temp.lead_sources(), i, 702),
       pg_temp.pick(pg_temp.stations(), i, 703), pg_temp.pick(pg_temp.pay_methods(), i, 704),
       CASE WHEN d.age < 10 THEN pg_temp.pick(ARRAY['Pending','UnPaid','Paid'], i, 705)
            WHEN pg_temp.rnd(i, 706) < 0.9 THEN 'Paid' ELSE 'UnPaid' END,
       round(pg_temp.irnd(i, 707, pr.lo, pr.hi) / 1000.0) * 1000,
       'RCT-' || lpad(i::text, 7, '0'),
       CASE WHEN pg_temp.rnd(i, 708) < 0.3 THEN pg_temp.pick(ARRAY['Paid in two instalments','Delivered to Kira','Referral from Nsambya','Repeat client'], i, 709) END,
       pg_temp.customer_before(d.at, i, 710), pg_temp.staff_id(pg_temp.irnd(i, 711, 0, 20)), d.at, d.at
FROM generate_series(1, ${COUNTS.incomeTrace}) i
CROSS JOIN LATERAL (SELECT pg_temp.anchor() - 365 + ((i - 1) * 365 / ${COUNTS.incomeTrace})::int AS day) d0
CROSS JOIN LATERAL (SELECT d0.day, pg_temp.anchor() - d0.day AS age,
    (d0.day::timestamp + pg_temp.irnd(i, 712, 6 * 60, 19 * 60) * interval '1 minute') AT TIME ZONE 'UTC' AS at) d
CROSS JOIN LATERAL (SELECT pg_temp.pick(ARRAY['PREPARED MAMA','PATIENT CARE','POSTNATAL CARE','VALUE KIT','SHOP'], i, 701) AS product) p0
CROSS JOIN LATERAL (SELECT p0.product, CASE p0.product WHEN 'PREPARED MAMA' THEN 150000 WHEN 'PATIENT CARE' THEN 250000
    WHEN 'POSTNATAL CARE' THEN 300000 WHEN 'VALUE KIT' THEN 80000 ELSE 15000 END AS lo,
    CASE p0.product WHEN 'PREPARED MAMA' THEN 220000 WHEN 'PATIENT CARE' THEN 1500000
    WHEN 'POSTNATAL CARE' THEN 900000 WHEN 'VALUE KIT' THEN 120000 ELSE 250000 END AS hi) pr
ORDER BY i`;

export const communicationSql = [
  `INSERT INTO care_tips (title, subtitle, details, category, count, created_by, created_at, updated_at)
   SELECT 'Care tip ' || n, 'Short rests add up in the first weeks.',
          'Ask your nurse or call the care line if you are unsure.',
          pg_temp.pick(ARRAY['General','Baby','Pregnancy','Postnatal','Depression'], n, 801),
          pg_temp.irnd(n, 802, 0, 40), pg_temp.staff_id(0),
          pg_temp.t0() - n * interval '7 days', pg_temp.t0() - n * interval '7 days'
   FROM generate_series(1, ${COUNTS.careTips}) n`,
  // A third are direct messages to customers who have a device token.
  `INSERT INTO notifications (category, title, click_action, message, label, message_type, topic, receiver,
     receiver_name, customer_id, gateway, result, gateway_message_id, sent_by, sent_at)
   SELECT pg_temp.pick(ARRAY['update','postAlert','info'], n, 811), 'Clinic hours this week',
          'MAIN_HOME', 'Head Office opens at 8am on Saturday.', NULL,
          CASE WHEN single THEN 'single' ELSE 'all' END, CASE WHEN single THEN NULL ELSE 'global' END,
          coalesce(CASE WHEN single THEN cu.fcm_token END, 'global'),
          CASE WHEN single THEN initcap(cu.firstname || ' ' || cu.lastname) END,
          CASE WHEN single THEN cu.id END, 'outbox', 'sent', 'outbox-' || md5('n' || n),
          pg_temp.staff_id(pg_temp.irnd(n, 812, 0, 20)), pg_temp.t0() - (n - 1) * interval '30 minutes'
   FROM generate_series(1, ${COUNTS.notifications}) n
   CROSS JOIN LATERAL (SELECT (SELECT min(id) FROM customers WHERE fcm_token IS NOT NULL
                               AND id >= pg_temp.irnd(n, 813, 1, ${COUNTS.customers - 1000})) AS target) t
   JOIN customers cu ON cu.id = t.target
   CROSS JOIN LATERAL (SELECT pg_temp.rnd(n, 814) < 0.35 AS single) s
   ORDER BY n`,
];
