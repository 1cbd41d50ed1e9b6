ALTER TABLE "order_parts" ADD COLUMN "slot_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_parts" ADD COLUMN "new_at" timestamp with time zone;