ALTER TABLE "payments" ADD COLUMN "provider_reference" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_reference_key" ON "payments" USING btree ("provider","provider_reference");