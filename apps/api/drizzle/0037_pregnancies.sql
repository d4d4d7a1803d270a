CREATE TABLE "pregnancies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pregnancies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"lmp" date NOT NULL,
	"edd" date NOT NULL,
	"gravida" integer NOT NULL,
	"parity" integer NOT NULL,
	"risks" text[] DEFAULT '{}'::text[] NOT NULL,
	"risk_notes" text,
	"facility" text,
	"status" text DEFAULT 'ongoing' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pregnancies_gravida_check" CHECK ("pregnancies"."gravida" >= 1),
	CONSTRAINT "pregnancies_parity_check" CHECK ("pregnancies"."parity" >= 0 AND "pregnancies"."parity" < "pregnancies"."gravida"),
	CONSTRAINT "pregnancies_status_check" CHECK ("pregnancies"."status" IN ('ongoing', 'delivered', 'lost')),
	CONSTRAINT "pregnancies_risks_check" CHECK ("pregnancies"."risks" <@ ARRAY['previous_c_section', 'hypertension', 'hiv', 'diabetes']::text[])
);
--> statement-breakpoint
ALTER TABLE "pregnancies" ADD CONSTRAINT "pregnancies_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pregnancies" ADD CONSTRAINT "pregnancies_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pregnancies_customer_idx" ON "pregnancies" USING btree ("customer_id","lmp");--> statement-breakpoint
CREATE UNIQUE INDEX "pregnancies_one_ongoing_key" ON "pregnancies" USING btree ("customer_id") WHERE "pregnancies"."status" = 'ongoing';