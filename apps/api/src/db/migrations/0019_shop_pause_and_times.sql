-- Issue 36 items 5 and 6: shops pause new orders for a while with a reason (reopening is read from paused_until, no job), keep the owner's preparation time, order parts keep when they will be ready, and the operator sets delivery times per hall (decisions 104, 105).
CREATE TABLE "delivery_times" (
	"hall" text PRIMARY KEY NOT NULL,
	"minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_times_minutes_positive" CHECK ("delivery_times"."minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_parts" ADD COLUMN "ready_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "pause_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "prep_minutes" integer DEFAULT 20 NOT NULL;