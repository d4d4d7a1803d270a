DROP INDEX "statement_lines_income_idx";--> statement-breakpoint
ALTER TABLE "statement_imports" ADD COLUMN "skipped" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_imports" ADD COLUMN "matched" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_imports" ADD COLUMN "suggested" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_imports" ADD COLUMN "failure" text;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD COLUMN "previous_status" text;--> statement-breakpoint
CREATE INDEX "income_trace_amount_idx" ON "income_trace" USING btree ("amount","txn_date","id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_lines_income_key" ON "statement_lines" USING btree ("income_id") WHERE "statement_lines"."income_id" IS NOT NULL;