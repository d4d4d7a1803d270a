DROP INDEX "nurses_free_search_idx";--> statement-breakpoint
DROP INDEX "nurse_jobs_schedule_idx";--> statement-breakpoint
CREATE INDEX "nurses_free_search_idx" ON "nurses" USING btree ("rating" DESC NULLS LAST,"id","licence_expiry","latitude","longitude","station") WHERE "nurses"."verified" AND "nurses"."deleted_at" IS NULL AND "nurses"."erased_at" IS NULL;--> statement-breakpoint
CREATE INDEX "nurse_jobs_schedule_idx" ON "nurse_jobs" USING btree ("nurse_id","end_date","start_date","shift") WHERE "nurse_jobs"."deleted_at" IS NULL AND "nurse_jobs"."status" <> 'cancelled';