ALTER TABLE "payout_batches" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD COLUMN "provider_outcome" text;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD COLUMN "two_approvers" boolean;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_lines_txn_key" ON "payout_lines" USING btree ("channel","provider_txn_id") WHERE "payout_lines"."provider_txn_id" IS NOT NULL;