CREATE TABLE "wishlist_items" (
	"user_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_user_id_item_type_item_id_pk" PRIMARY KEY("user_id","item_type","item_id"),
	CONSTRAINT "wishlist_items_type" CHECK ("wishlist_items"."item_type" in ('course', 'diploma', 'program'))
);
--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_unique_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("unique_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wishlist_items_user_created_idx" ON "wishlist_items" USING btree ("user_id","created_at");