CREATE TABLE "shop_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"free_delivery_from_paise" integer NOT NULL,
	"delivery_charge_paise" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id" = 1),
	CONSTRAINT "shop_settings_delivery_not_negative" CHECK ("shop_settings"."free_delivery_from_paise" >= 0 and "shop_settings"."delivery_charge_paise" >= 0)
);
--> statement-breakpoint
DROP INDEX "cart_items_design_key";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_number" text;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "inline_images" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_design_size_key" ON "cart_items" USING btree ("cart_id","design_id","size");--> statement-breakpoint
CREATE INDEX "orders_checkout_number_idx" ON "orders" USING btree ("checkout_number");