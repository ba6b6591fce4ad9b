CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent_off" integer,
	"amount_off_paise" integer,
	"min_order_paise" integer DEFAULT 0 NOT NULL,
	"max_discount_paise" integer,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"total_uses" integer,
	"uses_per_shopper" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"scope" text[] DEFAULT '{}'::text[] NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"ended_at" timestamp with time zone,
	"uses_count" integer DEFAULT 0 NOT NULL,
	"discount_given_paise" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_kind" CHECK ("discount_codes"."kind" in ('percent', 'flat')),
	CONSTRAINT "discount_codes_amount" CHECK (("discount_codes"."kind" = 'percent' and "discount_codes"."percent_off" between 1 and 90 and "discount_codes"."amount_off_paise" is null) or ("discount_codes"."kind" = 'flat' and "discount_codes"."amount_off_paise" > 0 and "discount_codes"."percent_off" is null)),
	CONSTRAINT "discount_codes_uses_within_limit" CHECK ("discount_codes"."total_uses" is null or "discount_codes"."uses_count" <= "discount_codes"."total_uses")
);
--> statement-breakpoint
CREATE TABLE "discount_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"discount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_key" ON "discount_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "discount_uses_code_user_idx" ON "discount_uses" USING btree ("code_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_uses_order_key" ON "discount_uses" USING btree ("order_id");