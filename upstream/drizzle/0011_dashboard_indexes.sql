CREATE INDEX "order_items_item_idx" ON "order_items" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE INDEX "orders_date_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_refund_date_idx" ON "orders" USING btree ("refund_date") WHERE "orders"."refund_date" is not null;--> statement-breakpoint
CREATE INDEX "orders_unpaid_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status_id" = 1;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_failed_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'failed';