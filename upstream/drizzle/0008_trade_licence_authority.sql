ALTER TABLE "billing_details" ADD COLUMN "trade_license_authority" text;--> statement-breakpoint
ALTER TABLE "order_billing" ADD COLUMN "trade_license_authority" text;