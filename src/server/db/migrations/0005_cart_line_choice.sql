ALTER TABLE "cart_items" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "quantity" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_quantity_positive" CHECK ("cart_items"."quantity" > 0);