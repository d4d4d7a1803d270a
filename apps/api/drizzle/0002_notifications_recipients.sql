DROP INDEX "nurse_jobs_idempotency_key";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "receiver_name" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "care_tip_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nurse_jobs_idempotency_key" ON "nurse_jobs" USING btree ("created_by","idempotency_key");