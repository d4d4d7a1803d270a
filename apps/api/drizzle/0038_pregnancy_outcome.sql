CREATE TABLE "babies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "babies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"pregnancy_id" integer NOT NULL,
	"name" text,
	"sex" text NOT NULL,
	"birth_weight_grams" integer NOT NULL,
	"born_on" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "babies_sex_check" CHECK ("babies"."sex" IN ('Female', 'Male')),
	CONSTRAINT "babies_birth_weight_check" CHECK ("babies"."birth_weight_grams" BETWEEN 300 AND 6000)
);
--> statement-breakpoint
ALTER TABLE "pregnancies" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "pregnancies" ADD COLUMN "outcome_date" date;--> statement-breakpoint
ALTER TABLE "pregnancies" ADD COLUMN "outcome_place" text;--> statement-breakpoint
ALTER TABLE "pregnancies" ADD COLUMN "outcome_notes" text;--> statement-breakpoint
ALTER TABLE "babies" ADD CONSTRAINT "babies_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "babies" ADD CONSTRAINT "babies_pregnancy_id_pregnancies_id_fk" FOREIGN KEY ("pregnancy_id") REFERENCES "public"."pregnancies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "babies" ADD CONSTRAINT "babies_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "babies_customer_idx" ON "babies" USING btree ("customer_id","born_on");--> statement-breakpoint
CREATE INDEX "babies_pregnancy_idx" ON "babies" USING btree ("pregnancy_id");--> statement-breakpoint
ALTER TABLE "pregnancies" ADD CONSTRAINT "pregnancies_outcome_check" CHECK ("pregnancies"."outcome" IN ('birth', 'loss'));--> statement-breakpoint
ALTER TABLE "pregnancies" ADD CONSTRAINT "pregnancies_status_outcome_check" CHECK (("pregnancies"."status" = 'ongoing' AND "pregnancies"."outcome" IS NULL AND "pregnancies"."outcome_date" IS NULL)
        OR ("pregnancies"."status" = 'delivered' AND "pregnancies"."outcome" = 'birth' AND "pregnancies"."outcome_date" IS NOT NULL)
        OR ("pregnancies"."status" = 'lost' AND "pregnancies"."outcome" = 'loss' AND "pregnancies"."outcome_date" IS NOT NULL));