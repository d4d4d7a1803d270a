DROP INDEX "statement_lines_income_key";--> statement-breakpoint
ALTER TABLE "statement_suggestions" ADD COLUMN "kind" text DEFAULT 'amount' NOT NULL;--> statement-breakpoint
CREATE INDEX "statement_lines_income_idx" ON "statement_lines" USING btree ("income_id","amount") WHERE "statement_lines"."income_id" IS NOT NULL;