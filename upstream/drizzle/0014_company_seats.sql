CREATE TABLE "company_seats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_seats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"email" text,
	"lang" text,
	"invite_token" uuid,
	"user_id" uuid,
	"agent_order_id" integer,
	"assigned_by" uuid,
	"assigned_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_seats_named" CHECK ("company_seats"."status" = 'open' or "company_seats"."email" is not null)
);
--> statement-breakpoint
CREATE TABLE "order_company" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"legal_name_en" text NOT NULL,
	"legal_name_ar" text NOT NULL,
	"trn" text NOT NULL,
	"trade_license_number" text NOT NULL,
	"trade_license_authority" text NOT NULL,
	"address" jsonb NOT NULL,
	"po_number" text,
	"net_days" integer,
	"due_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_seats" ADD CONSTRAINT "company_seats_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_seats" ADD CONSTRAINT "company_seats_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_seats" ADD CONSTRAINT "company_seats_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_seats" ADD CONSTRAINT "company_seats_user_id_users_unique_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("unique_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_seats" ADD CONSTRAINT "company_seats_agent_order_id_orders_id_fk" FOREIGN KEY ("agent_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_seats" ADD CONSTRAINT "company_seats_assigned_by_users_unique_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("unique_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_company" ADD CONSTRAINT "order_company_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_company" ADD CONSTRAINT "order_company_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_seats_company_idx" ON "company_seats" USING btree ("company_id","item_type","item_id");--> statement-breakpoint
CREATE INDEX "company_seats_order_item_idx" ON "company_seats" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_seats_agent_uq" ON "company_seats" USING btree ("item_type","item_id","email") WHERE "company_seats"."status" <> 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "company_seats_token_uq" ON "company_seats" USING btree ("invite_token");--> statement-breakpoint
CREATE INDEX "order_company_company_idx" ON "order_company" USING btree ("company_id");