-- pg_trgm backs the trigram search indexes; unaccent makes search accent-insensitive.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE, so it cannot appear in an index; this wrapper
-- names its dictionary explicitly, which makes it safe to declare IMMUTABLE.
CREATE OR REPLACE FUNCTION search_norm(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
CREATE SEQUENCE "public"."booking_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."care_card_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."shop_order_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"summary" jsonb,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code_hmac" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text,
	"phonenumber" text NOT NULL,
	"alternate_number" text,
	"gender" text,
	"children" integer,
	"company" text,
	"occupation" text,
	"address" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"contry" text DEFAULT 'Uganda, East Africa' NOT NULL,
	"user_type" text NOT NULL,
	"signup_method" text DEFAULT 'portal' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"photo_url" text,
	"fcm_token" text,
	"activation_code" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "nurse_academics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nurse_academics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nurse_id" integer NOT NULL,
	"qualification" text,
	"school" text,
	"course" text[],
	"start_date" date,
	"end_date" date,
	"grade" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nurse_account_status" (
	"nurse_id" integer PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nurse_work" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nurse_work_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nurse_id" integer NOT NULL,
	"position" text,
	"company" text,
	"current_position" boolean DEFAULT false NOT NULL,
	"start_date" date,
	"end_date" date,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nurses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nurses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"firebase_id" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"other_number" text,
	"address" text,
	"latitude" double precision,
	"longitude" double precision,
	"about_me" text,
	"personal_statement" text,
	"date_of_birth" date,
	"gender" text,
	"join_date" timestamp with time zone DEFAULT now() NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"profile_complete" boolean DEFAULT false NOT NULL,
	"profile_picture" text DEFAULT '' NOT NULL,
	"ref_name" text,
	"ref_phone_number" text,
	"ref_email" text,
	"employment_status" text,
	"work_status" text,
	"availability" text,
	"certificate_no" text,
	"qualification" text NOT NULL,
	"education_level" text,
	"graduation_year" integer NOT NULL,
	"care_number" text NOT NULL,
	"rating" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "job_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"care_card_number" text NOT NULL,
	"customer_id" integer NOT NULL,
	"client_name" text NOT NULL,
	"contact" text,
	"patient_name" text,
	"service" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"status" text DEFAULT 'pending' NOT NULL,
	"facility" text,
	"address" text,
	"latitude" double precision,
	"longitude" double precision,
	"relation" text,
	"age_group" text,
	"gender" text,
	"medical_condition" text,
	"pysio_services" text[],
	"care_services" text[],
	"thc_description" text,
	"description" text,
	"invoice_number" text,
	"invoice_amount" bigint,
	"receipt_number" text,
	"receipt_amount" bigint,
	"days" integer,
	"nights" integer,
	"duration" integer,
	"shifts" text,
	"has_doctor" boolean DEFAULT false NOT NULL,
	"medication_application" text,
	"requested_via" text DEFAULT 'portal' NOT NULL,
	"requested_by" text,
	"booking_id" integer,
	"dashboard_user_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "nurse_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nurse_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"nurse_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"days" integer,
	"nights" integer,
	"duration" integer NOT NULL,
	"rate" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text DEFAULT 'UnPaid' NOT NULL,
	"rating" integer,
	"idempotency_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer" text,
	"customer_review" text NOT NULL,
	"customer_rating" double precision,
	"nurse_review" text NOT NULL,
	"nurse_rating" double precision,
	"nps" integer NOT NULL,
	"nurse_job_id" integer,
	"job_id" integer,
	"customer_id" integer,
	"nurse_id" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doc_id" text NOT NULL,
	"customer_id" integer,
	"client_id" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"client" text,
	"primary_phone_number" text NOT NULL,
	"other_phone_number" text,
	"service" text NOT NULL,
	"service_start_date" date,
	"total_cost" bigint,
	"package_price" bigint,
	"package_details" text,
	"extras" text,
	"dropoff" text,
	"nurse_names" text,
	"requested_for" text,
	"mother_names" text,
	"status" text DEFAULT 'Pending' NOT NULL,
	"client_status" text,
	"status_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shop_order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"total_amount" bigint NOT NULL,
	"product_image" text
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_number" text NOT NULL,
	"customer_id" integer,
	"userid" text,
	"customer_name" text NOT NULL,
	"contact" text NOT NULL,
	"address" text,
	"date_added" date NOT NULL,
	"time_added" time NOT NULL,
	"sub_total" bigint NOT NULL,
	"shipping_fee" bigint DEFAULT 0 NOT NULL,
	"total" bigint NOT NULL,
	"payment_method" text,
	"delivery_method" text,
	"status" text DEFAULT 'Pending' NOT NULL,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "income_trace" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "income_trace_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"txn_date" date NOT NULL,
	"product" text NOT NULL,
	"lead_source" text NOT NULL,
	"station" text NOT NULL,
	"payment_method" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"doc_id" text NOT NULL,
	"summary" text,
	"user_id" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "care_tips" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "care_tips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"details" text NOT NULL,
	"category" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category" text NOT NULL,
	"title" text NOT NULL,
	"click_action" text,
	"message" text NOT NULL,
	"label" text,
	"message_type" text NOT NULL,
	"topic" text,
	"receiver" text NOT NULL,
	"gateway" text NOT NULL,
	"result" text NOT NULL,
	"gateway_message_id" text,
	"gateway_error" text,
	"sent_by" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nurse_academics" ADD CONSTRAINT "nurse_academics_nurse_id_nurses_id_fk" FOREIGN KEY ("nurse_id") REFERENCES "public"."nurses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nurse_account_status" ADD CONSTRAINT "nurse_account_status_nurse_id_nurses_id_fk" FOREIGN KEY ("nurse_id") REFERENCES "public"."nurses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nurse_work" ADD CONSTRAINT "nurse_work_nurse_id_nurses_id_fk" FOREIGN KEY ("nurse_id") REFERENCES "public"."nurses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_cards" ADD CONSTRAINT "job_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_cards" ADD CONSTRAINT "job_cards_dashboard_user_id_staff_users_id_fk" FOREIGN KEY ("dashboard_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_cards" ADD CONSTRAINT "job_cards_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nurse_jobs" ADD CONSTRAINT "nurse_jobs_job_id_job_cards_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nurse_jobs" ADD CONSTRAINT "nurse_jobs_nurse_id_nurses_id_fk" FOREIGN KEY ("nurse_id") REFERENCES "public"."nurses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nurse_jobs" ADD CONSTRAINT "nurse_jobs_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_nurse_job_id_nurse_jobs_id_fk" FOREIGN KEY ("nurse_job_id") REFERENCES "public"."nurse_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_job_id_job_cards_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_nurse_id_nurses_id_fk" FOREIGN KEY ("nurse_id") REFERENCES "public"."nurses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_trace" ADD CONSTRAINT "income_trace_user_id_customers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_trace" ADD CONSTRAINT "income_trace_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_tips" ADD CONSTRAINT "care_tips_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_sent_by_staff_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "idempotency_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_email_key" ON "staff_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "customers_user_id_idx" ON "customers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin ((search_norm(coalesce("firstname", '') || ' ' || coalesce("lastname", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_trgm_idx" ON "customers" USING gin ("phonenumber" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "nurses_care_number_key" ON "nurses" USING btree ("care_number");--> statement-breakpoint
CREATE INDEX "nurses_verified_idx" ON "nurses" USING btree ("verified","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "nurses_name_trgm_idx" ON "nurses" USING gin ((search_norm(coalesce("first_name", '') || ' ' || coalesce("last_name", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "nurses_phone_trgm_idx" ON "nurses" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "job_cards_number_key" ON "job_cards" USING btree ("care_card_number");--> statement-breakpoint
CREATE INDEX "job_cards_customer_idx" ON "job_cards" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "job_cards_status_idx" ON "job_cards" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_cards_search_trgm_idx" ON "job_cards" USING gin ((search_norm(coalesce("care_card_number", '') || ' ' || coalesce("client_name", '') || ' ' || coalesce("patient_name", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "nurse_jobs_idempotency_key" ON "nurse_jobs" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "nurse_jobs_nurse_idx" ON "nurse_jobs" USING btree ("nurse_id","start_date");--> statement-breakpoint
CREATE INDEX "nurse_jobs_job_idx" ON "nurse_jobs" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "reviews_nurse_idx" ON "reviews" USING btree ("nurse_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_doc_id_key" ON "bookings" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_search_trgm_idx" ON "bookings" USING gin ((search_norm(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("primary_phone_number", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shop_order_items_order_idx" ON "shop_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_number_key" ON "shop_orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "shop_orders_status_idx" ON "shop_orders" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_orders_date_idx" ON "shop_orders" USING btree ("date_added");--> statement-breakpoint
CREATE UNIQUE INDEX "income_trace_doc_id_key" ON "income_trace" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "income_trace_date_idx" ON "income_trace" USING btree ("txn_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "income_trace_user_idx" ON "income_trace" USING btree ("user_id","txn_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "income_trace_station_date_idx" ON "income_trace" USING btree ("station","txn_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "care_tips_created_idx" ON "care_tips" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_sent_idx" ON "notifications" USING btree ("sent_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The audit log is append-only: no statement may change or remove an entry.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
