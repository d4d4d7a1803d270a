ALTER TABLE "nurses" ADD COLUMN "fcm_token" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "nurse_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_nurse_id_nurses_id_fk" FOREIGN KEY ("nurse_id") REFERENCES "public"."nurses"("id") ON DELETE no action ON UPDATE no action;