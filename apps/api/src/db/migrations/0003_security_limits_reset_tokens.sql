CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sealed_secret" text;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD COLUMN "reset_token_hash" text;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD COLUMN "reset_expires_at" timestamp with time zone;