CREATE TABLE "income_trace_totals" (
	"dim" text NOT NULL,
	"value" text NOT NULL,
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"status" text NOT NULL,
	"n" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "income_trace_totals_dim_value_grain_period_status_pk" PRIMARY KEY("dim","value","grain","period","status")
);
--> statement-breakpoint
CREATE TABLE "income_trace_totals_delta" (
	"dim" text NOT NULL,
	"value" text NOT NULL,
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"status" text NOT NULL,
	"n" bigint NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "customers_name_trgm_idx";--> statement-breakpoint
DROP INDEX "income_trace_station_date_idx";--> statement-breakpoint
DROP INDEX "customers_created_idx";--> statement-breakpoint
DROP INDEX "nurses_verified_idx";--> statement-breakpoint
DROP INDEX "job_cards_status_idx";--> statement-breakpoint
DROP INDEX "nurse_jobs_nurse_idx";--> statement-breakpoint
DROP INDEX "reviews_nurse_idx";--> statement-breakpoint
DROP INDEX "bookings_status_idx";--> statement-breakpoint
DROP INDEX "shop_orders_status_idx";--> statement-breakpoint
DROP INDEX "income_trace_date_idx";--> statement-breakpoint
DROP INDEX "income_trace_user_idx";--> statement-breakpoint
DROP INDEX "care_tips_created_idx";--> statement-breakpoint
DROP INDEX "notifications_sent_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_norm(coalesce("customers"."firstname", '') || ' ' || coalesce("customers"."lastname", ''))) STORED;--> statement-breakpoint
CREATE INDEX "income_trace_totals_delta_idx" ON "income_trace_totals_delta" USING btree ("dim","value","grain","period");--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_alternate_trgm_idx" ON "customers" USING gin ("alternate_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "nurse_academics_nurse_idx" ON "nurse_academics" USING btree ("nurse_id");--> statement-breakpoint
CREATE INDEX "nurse_work_nurse_idx" ON "nurse_work" USING btree ("nurse_id");--> statement-breakpoint
CREATE INDEX "job_cards_created_idx" ON "job_cards" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "job_cards_booking_idx" ON "job_cards" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "shop_orders_created_idx" ON "shop_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "income_trace_doc_idx" ON "income_trace" USING btree ("doc_id","id");--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "nurses_verified_idx" ON "nurses" USING btree ("verified","created_at","id");--> statement-breakpoint
CREATE INDEX "job_cards_status_idx" ON "job_cards" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "nurse_jobs_nurse_idx" ON "nurse_jobs" USING btree ("nurse_id","start_date","id");--> statement-breakpoint
CREATE INDEX "reviews_nurse_idx" ON "reviews" USING btree ("nurse_id","created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "shop_orders_status_idx" ON "shop_orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "income_trace_date_idx" ON "income_trace" USING btree ("txn_date","id","station","product","lead_source","payment_method","status");--> statement-breakpoint
CREATE INDEX "income_trace_user_idx" ON "income_trace" USING btree ("user_id","txn_date","id");--> statement-breakpoint
CREATE INDEX "care_tips_created_idx" ON "care_tips" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_sent_idx" ON "notifications" USING btree ("sent_at","id");--> statement-breakpoint
-- The ledger's running totals (docs/decisions/009-ledger-totals-and-deep-pages.md).
-- The slices one ledger entry counts in: overall and by each filter, per day
-- and per month. The first of the month in date arithmetic, so no session
-- time zone can move an entry to another month.
CREATE OR REPLACE FUNCTION income_trace_totals_slices(d date, st text, pr text, ls text, pm text)
RETURNS TABLE (dim text, value text, grain text, period date) LANGUAGE sql IMMUTABLE AS $$
  SELECT k.dim, k.value, g.grain, CASE WHEN g.grain = 'm' THEN d - extract(day FROM d)::integer + 1 ELSE d END
  FROM (VALUES ('', ''), ('station', st), ('product', pr), ('lead_source', ls), ('payment_method', pm)) AS k(dim, value)
  CROSS JOIN (VALUES ('d'), ('m')) AS g(grain)
$$;--> statement-breakpoint
-- Statement triggers: one grouped INSERT per statement, so a bulk load of a
-- million rows costs one aggregate, and writers only append (no shared row
-- is locked until commit). A transition table is only visible to the trigger
-- function itself, hence one branch per operation.
CREATE OR REPLACE FUNCTION income_trace_totals_record() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO income_trace_totals_delta (dim, value, grain, period, status, n, amount)
    SELECT s.dim, s.value, s.grain, s.period, r.status, count(*), sum(r.amount)
    FROM new_rows r
    CROSS JOIN LATERAL income_trace_totals_slices(r.txn_date, r.station, r.product, r.lead_source, r.payment_method) s
    GROUP BY 1, 2, 3, 4, 5;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO income_trace_totals_delta (dim, value, grain, period, status, n, amount)
    SELECT s.dim, s.value, s.grain, s.period, r.status, -count(*), -sum(r.amount)
    FROM old_rows r
    CROSS JOIN LATERAL income_trace_totals_slices(r.txn_date, r.station, r.product, r.lead_source, r.payment_method) s
    GROUP BY 1, 2, 3, 4, 5;
  ELSE
    INSERT INTO income_trace_totals_delta (dim, value, grain, period, status, n, amount)
    SELECT s.dim, s.value, s.grain, s.period, r.status, sum(r.sign), sum(r.sign * r.amount)
    FROM (SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 AS sign FROM old_rows) r
    CROSS JOIN LATERAL income_trace_totals_slices(r.txn_date, r.station, r.product, r.lead_source, r.payment_method) s
    GROUP BY 1, 2, 3, 4, 5
    -- An edit of the narration or the customer changes no total.
    HAVING sum(r.sign) <> 0 OR sum(r.sign * r.amount) <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER income_trace_totals_insert AFTER INSERT ON "income_trace"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION income_trace_totals_record();--> statement-breakpoint
CREATE TRIGGER income_trace_totals_update AFTER UPDATE ON "income_trace"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION income_trace_totals_record();--> statement-breakpoint
CREATE TRIGGER income_trace_totals_delete AFTER DELETE ON "income_trace"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION income_trace_totals_record();--> statement-breakpoint
CREATE OR REPLACE FUNCTION income_trace_totals_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE income_trace_totals, income_trace_totals_delta;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER income_trace_totals_truncate AFTER TRUNCATE ON "income_trace"
  FOR EACH STATEMENT EXECUTE FUNCTION income_trace_totals_truncate();--> statement-breakpoint
-- Moves the appended changes into the totals in one statement: a reader sees
-- them either still appended or already folded, never both or neither.
CREATE OR REPLACE FUNCTION income_trace_totals_fold() RETURNS void
LANGUAGE sql AS $$
  WITH moved AS (DELETE FROM income_trace_totals_delta RETURNING *)
  INSERT INTO income_trace_totals AS t (dim, value, grain, period, status, n, amount)
  SELECT dim, value, grain, period, status, sum(n), sum(amount) FROM moved GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (dim, value, grain, period, status)
  DO UPDATE SET n = t.n + EXCLUDED.n, amount = t.amount + EXCLUDED.amount
$$;--> statement-breakpoint
-- The totals from the ledger itself, in a few set-based statements: for this
-- migration on an existing ledger, and after a bulk load with triggers off.
CREATE OR REPLACE FUNCTION income_trace_totals_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM income_trace_totals_delta;
  DELETE FROM income_trace_totals;
  INSERT INTO income_trace_totals (dim, value, grain, period, status, n, amount)
  SELECT '', '', 'd', txn_date, status, count(*), sum(amount) FROM income_trace GROUP BY txn_date, status
  UNION ALL
  SELECT 'station', station, 'd', txn_date, status, count(*), sum(amount) FROM income_trace GROUP BY station, txn_date, status
  UNION ALL
  SELECT 'product', product, 'd', txn_date, status, count(*), sum(amount) FROM income_trace GROUP BY product, txn_date, status
  UNION ALL
  SELECT 'lead_source', lead_source, 'd', txn_date, status, count(*), sum(amount) FROM income_trace GROUP BY lead_source, txn_date, status
  UNION ALL
  SELECT 'payment_method', payment_method, 'd', txn_date, status, count(*), sum(amount) FROM income_trace GROUP BY payment_method, txn_date, status;
  INSERT INTO income_trace_totals (dim, value, grain, period, status, n, amount)
  SELECT dim, value, 'm', period - extract(day FROM period)::integer + 1, status, sum(n), sum(amount)
  FROM income_trace_totals WHERE grain = 'd'
  GROUP BY dim, value, period - extract(day FROM period)::integer + 1, status;
$$;--> statement-breakpoint
SELECT income_trace_totals_rebuild();
