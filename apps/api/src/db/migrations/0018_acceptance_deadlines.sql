-- Issue 36: acceptance deadlines (the operator's market_settings, a shop's acceptance_minutes override) and the
-- sandbox SMS provider's record of the texts it would have sent.
CREATE TABLE "market_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"acceptance_minutes" integer DEFAULT 10 NOT NULL,
	"sms_after_minutes" integer DEFAULT 2 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_settings_one_row" CHECK ("market_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "sandbox_sms_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "acceptance_minutes" integer;