CREATE TABLE "billing_details" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"trade_license_number" text,
	"address" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_billing" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"trade_license_number" text,
	"address" jsonb
);
--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_user_id_users_unique_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("unique_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_billing" ADD CONSTRAINT "order_billing_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;