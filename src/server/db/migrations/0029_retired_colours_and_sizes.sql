ALTER TABLE "product_variants" ADD COLUMN "retired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "variant_sizes" ADD COLUMN "retired" boolean DEFAULT false NOT NULL;