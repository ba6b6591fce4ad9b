CREATE TABLE "content_seeds" (
	"name" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"garment" text NOT NULL,
	"document" jsonb NOT NULL,
	"preview" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starter_slug" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_templates_document_object" CHECK (jsonb_typeof("design_templates"."document") = 'object')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "design_templates_starter_slug_key" ON "design_templates" USING btree ("starter_slug");--> statement-breakpoint
CREATE INDEX "design_templates_order_idx" ON "design_templates" USING btree ("position","created_at");