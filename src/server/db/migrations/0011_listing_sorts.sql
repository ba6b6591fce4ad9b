ALTER TABLE "products" ADD COLUMN "average_rating" real DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_final_price_idx" ON "products" USING btree ("final_price_paise","created_at");--> statement-breakpoint
CREATE INDEX "products_discount_idx" ON "products" USING btree ("discount","created_at");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("average_rating","created_at");