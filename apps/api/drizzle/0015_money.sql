CREATE SEQUENCE "public"."payout_batch_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"state" text DEFAULT 'Draft' NOT NULL,
	"total" bigint NOT NULL,
	"line_count" integer NOT NULL,
	"note" text,
	"drafted_by" uuid,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"exported_by" uuid,
	"exported_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_by" uuid,
	"cancelled_at" timestamp with time zone,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"batch_id" integer NOT NULL,
	"nurse_job_id" integer NOT NULL,
	"nurse_id" integer NOT NULL,
	"nurse_name" text NOT NULL,
	"msisdn" text NOT NULL,
	"days" integer NOT NULL,
	"rate" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'Pending' NOT NULL,
	"holds_job" boolean DEFAULT true NOT NULL,
	"channel" text,
	"provider_txn_id" text,
	"failure_reason" text,
	"paid_at" timestamp with time zone,
	"paid_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statement_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"file_name" text NOT NULL,
	"state" text DEFAULT 'Queued' NOT NULL,
	"content" text,
	"mapping" jsonb NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "statement_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statement_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"import_id" integer NOT NULL,
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"amount" bigint NOT NULL,
	"phone" text,
	"payer_name" text,
	"reference" text,
	"match_state" text DEFAULT 'Unmatched' NOT NULL,
	"income_id" integer,
	"match_kind" text,
	"matched_by" uuid,
	"matched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "statement_mappings" (
	"provider" text PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_suggestions" (
	"line_id" integer NOT NULL,
	"income_id" integer NOT NULL,
	"score" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_suggestions_line_id_income_id_pk" PRIMARY KEY("line_id","income_id")
);
--> statement-breakpoint
ALTER TABLE "nurses" ADD COLUMN "mobile_money_number" text;--> statement-breakpoint
ALTER TABLE "service_settings" ADD COLUMN "payout_two_approvers" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_drafted_by_staff_users_id_fk" FOREIGN KEY ("drafted_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_approved_by_staff_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_exported_by_staff_users_id_fk" FOREIGN KEY ("exported_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_cancelled_by_staff_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_nurse_job_id_nurse_jobs_id_fk" FOREIGN KEY ("nurse_job_id") REFERENCES "public"."nurse_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_nurse_id_nurses_id_fk" FOREIGN KEY ("nurse_id") REFERENCES "public"."nurses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_paid_by_staff_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_imports" ADD CONSTRAINT "statement_imports_uploaded_by_staff_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_import_id_statement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."statement_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_income_id_income_trace_id_fk" FOREIGN KEY ("income_id") REFERENCES "public"."income_trace"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_matched_by_staff_users_id_fk" FOREIGN KEY ("matched_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_mappings" ADD CONSTRAINT "statement_mappings_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_suggestions" ADD CONSTRAINT "statement_suggestions_line_id_statement_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."statement_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_suggestions" ADD CONSTRAINT "statement_suggestions_income_id_income_trace_id_fk" FOREIGN KEY ("income_id") REFERENCES "public"."income_trace"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batches_number_key" ON "payout_batches" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batches_idempotency_key" ON "payout_batches" USING btree ("drafted_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "payout_batches_created_idx" ON "payout_batches" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payout_batches_state_idx" ON "payout_batches" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_lines_open_job_key" ON "payout_lines" USING btree ("nurse_job_id") WHERE "payout_lines"."holds_job";--> statement-breakpoint
CREATE INDEX "payout_lines_batch_idx" ON "payout_lines" USING btree ("batch_id","id");--> statement-breakpoint
CREATE INDEX "payout_lines_nurse_idx" ON "payout_lines" USING btree ("nurse_id","paid_at","id");--> statement-breakpoint
CREATE INDEX "statement_imports_created_idx" ON "statement_imports" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_lines_txn_key" ON "statement_lines" USING btree ("provider","transaction_id");--> statement-breakpoint
CREATE INDEX "statement_lines_state_idx" ON "statement_lines" USING btree ("match_state","occurred_at","id");--> statement-breakpoint
CREATE INDEX "statement_lines_income_idx" ON "statement_lines" USING btree ("income_id");--> statement-breakpoint
CREATE INDEX "statement_lines_occurred_idx" ON "statement_lines" USING btree ("occurred_at","id");--> statement-breakpoint
CREATE INDEX "statement_suggestions_income_idx" ON "statement_suggestions" USING btree ("income_id");