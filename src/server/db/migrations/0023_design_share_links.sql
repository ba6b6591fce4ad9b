ALTER TABLE "designs" ADD COLUMN "share_slug" text;--> statement-breakpoint
CREATE UNIQUE INDEX "designs_share_slug_key" ON "designs" USING btree ("share_slug");