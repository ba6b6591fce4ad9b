CREATE TABLE "design_uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"source_bytes" bigint NOT NULL,
	"stored_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "design_uploads" ADD CONSTRAINT "design_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_uploads_user_idx" ON "design_uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "design_uploads_created_idx" ON "design_uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "designs_document_idx" ON "designs" USING gin ("document" jsonb_path_ops);