CREATE TABLE "sandbox_gateway_payments" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"merchant_order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"state" text NOT NULL,
	"redirect_url" text NOT NULL,
	"callback_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
