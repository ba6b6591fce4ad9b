CREATE TABLE "shipment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"event_key" text NOT NULL,
	"state" text,
	"label" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"awb" text NOT NULL,
	"courier_name" text NOT NULL,
	"provider_order_id" text,
	"provider_shipment_id" text,
	"state" text NOT NULL,
	"label_key" text NOT NULL,
	"tracking_url" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_order_key" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "service_areas" ADD COLUMN "transit_days" smallint DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_delivery_on" date;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "dispatch_days_stock" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "dispatch_days_printed" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "dispatch_cutoff_hour" smallint DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "holidays" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_key" ON "shipment_events" USING btree ("shipment_id","event_key");--> statement-breakpoint
CREATE INDEX "shipment_events_time_idx" ON "shipment_events" USING btree ("shipment_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_awb_key" ON "shipments" USING btree ("provider","awb");--> statement-breakpoint
CREATE INDEX "shipments_state_idx" ON "shipments" USING btree ("state","updated_at");--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_dispatch_days" CHECK ("shop_settings"."dispatch_days_stock" between 0 and 30 and "shop_settings"."dispatch_days_printed" between 0 and 30 and "shop_settings"."dispatch_cutoff_hour" between 0 and 23);