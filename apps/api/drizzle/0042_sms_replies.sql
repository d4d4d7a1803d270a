CREATE TABLE "sms_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"outcome" text NOT NULL,
	"gateway_message_id" text,
	"customer_id" integer,
	"nurse_id" integer,
	"pregnancy_id" integer,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_replies_outcome_check" CHECK (outcome IN ('stop', 'visit_check', 'birth_reported', 'reply'))
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "preferred_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_replies" ADD CONSTRAINT "sms_replies_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_replies" ADD CONSTRAINT "sms_replies_nurse_id_nurses_id_fk" FOREIGN KEY ("nurse_id") REFERENCES "public"."nurses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_replies" ADD CONSTRAINT "sms_replies_pregnancy_id_pregnancies_id_fk" FOREIGN KEY ("pregnancy_id") REFERENCES "public"."pregnancies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_replies" ADD CONSTRAINT "sms_replies_answered_by_staff_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_replies_gateway_message_key" ON "sms_replies" USING btree ("gateway_message_id") WHERE "sms_replies"."gateway_message_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "sms_replies_customer_idx" ON "sms_replies" USING btree ("customer_id","received_at");--> statement-breakpoint
CREATE INDEX "sms_replies_received_idx" ON "sms_replies" USING btree ("received_at","id");--> statement-breakpoint
CREATE INDEX "sms_replies_pregnancy_idx" ON "sms_replies" USING btree ("pregnancy_id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_preferred_language_check" CHECK (preferred_language IN ('en', 'lg', 'sw', 'nyn'));