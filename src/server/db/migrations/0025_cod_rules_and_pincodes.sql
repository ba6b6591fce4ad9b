CREATE TABLE "cod_blocked_pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pincode_directory" (
	"pincode" text PRIMARY KEY NOT NULL,
	"block" text NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "cod_min_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "cod_max_paise" integer;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "cod_fee_kind" text DEFAULT 'flat' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "cod_fee_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "cod_off_for_designs" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "cod_confirm_designs" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "cod_confirm_above_paise" integer;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "cod_max_refusals" integer;--> statement-breakpoint
CREATE INDEX "orders_awaiting_cod_idx" ON "orders" USING btree ("cod_confirm_by") WHERE "orders"."status" = 'Awaiting confirmation';--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_cod_fee_kind" CHECK ("shop_settings"."cod_fee_kind" in ('flat', 'percent'));--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_cod_not_negative" CHECK ("shop_settings"."cod_min_paise" >= 0 and "shop_settings"."cod_fee_value" >= 0 and coalesce("shop_settings"."cod_max_paise", 0) >= 0);