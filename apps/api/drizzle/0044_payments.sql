CREATE TABLE "payment_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"target" text NOT NULL,
	"target_id" integer NOT NULL,
	"label" text NOT NULL,
	"customer_id" integer,
	"amount" bigint NOT NULL,
	"phone" text NOT NULL,
	"network" text NOT NULL,
	"provider" text NOT NULL,
	"note" text,
	"state" text DEFAULT 'Pending' NOT NULL,
	"reason" text,
	"reference" uuid NOT NULL,
	"transaction_id" text,
	"income_id" integer,
	"timeline" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_requests_amount_check" CHECK ("payment_requests"."amount" > 0),
	CONSTRAINT "payment_requests_target_check" CHECK ("payment_requests"."target" IN ('jobcard', 'income', 'booking', 'order')),
	CONSTRAINT "payment_requests_state_check" CHECK ("payment_requests"."state" IN ('Pending', 'Successful', 'Failed', 'Expired')),
	CONSTRAINT "payment_requests_network_check" CHECK ("payment_requests"."network" IN ('MTN', 'Airtel')),
	CONSTRAINT "payment_requests_provider_check" CHECK ("payment_requests"."provider" IN ('mtn', 'airtel', 'stand-in'))
);
--> statement-breakpoint
CREATE TABLE "stand_in_prompts" (
	"reference" uuid PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"msisdn" text NOT NULL,
	"note" text NOT NULL,
	"decision" text,
	"transaction_id" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stand_in_prompts_decision_check" CHECK ("stand_in_prompts"."decision" IN ('accepted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "statement_lines" ALTER COLUMN "import_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_income_id_income_trace_id_fk" FOREIGN KEY ("income_id") REFERENCES "public"."income_trace"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_requested_by_staff_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_in_prompts" ADD CONSTRAINT "stand_in_prompts_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_reference_key" ON "payment_requests" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_waiting_key" ON "payment_requests" USING btree ("target","target_id") WHERE "payment_requests"."state" = 'Pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_transaction_key" ON "payment_requests" USING btree ("network","transaction_id") WHERE "payment_requests"."transaction_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_requests_created_idx" ON "payment_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payment_requests_target_idx" ON "payment_requests" USING btree ("target","target_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_requests_customer_idx" ON "payment_requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_requests_waiting_idx" ON "payment_requests" USING btree ("expires_at") WHERE "payment_requests"."state" = 'Pending';--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_payment_id_payment_requests_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "statement_lines_payment_key" ON "statement_lines" USING btree ("payment_id") WHERE "statement_lines"."payment_id" IS NOT NULL;--> statement-breakpoint
-- Issue 43: her receipt when she paid by a prompt on her phone. An ADMIN may
-- edit or turn it off in Admin > SMS.
INSERT INTO "sms_templates" ("event", "text", "enabled") VALUES
  ('payment_received', 'Thank you {firstName}: we received {amount} by {network} for {paidFor}. Receipt {receipt}. {serviceName}', true)
ON CONFLICT DO NOTHING;
