CREATE TABLE "broker_licences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"authority" text NOT NULL,
	"card_number" text NOT NULL,
	"card_type" text NOT NULL,
	"issue_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"employer_trade_licence" text,
	"card_copy" uuid,
	"reminders" boolean DEFAULT true NOT NULL,
	"expiry_set_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "broker_licences_dates" CHECK ("broker_licences"."expiry_date" > "broker_licences"."issue_date"),
	CONSTRAINT "broker_licences_card_number" CHECK ("broker_licences"."card_number" ~ '^[0-9]+$')
);
--> statement-breakpoint
CREATE TABLE "licence_authorities" (
	"code" text PRIMARY KEY NOT NULL,
	"registration_lead_days" integer NOT NULL,
	"grace_days" integer NOT NULL,
	"renewal_course_id" integer NOT NULL,
	"certified_course_id" integer NOT NULL,
	"full_course_id" integer NOT NULL,
	CONSTRAINT "licence_authorities_days" CHECK ("licence_authorities"."registration_lead_days" >= 0 and "licence_authorities"."grace_days" >= 0)
);
--> statement-breakpoint
ALTER TABLE "broker_licences" ADD CONSTRAINT "broker_licences_user_id_users_unique_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("unique_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_licences" ADD CONSTRAINT "broker_licences_authority_licence_authorities_code_fk" FOREIGN KEY ("authority") REFERENCES "public"."licence_authorities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_authorities" ADD CONSTRAINT "licence_authorities_renewal_course_id_courses_id_fk" FOREIGN KEY ("renewal_course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_authorities" ADD CONSTRAINT "licence_authorities_certified_course_id_courses_id_fk" FOREIGN KEY ("certified_course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_authorities" ADD CONSTRAINT "licence_authorities_full_course_id_courses_id_fk" FOREIGN KEY ("full_course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broker_licences_expiry_idx" ON "broker_licences" USING btree ("expiry_date");