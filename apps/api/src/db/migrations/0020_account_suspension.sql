-- The operator suspends an account with a reason (issue 39 item 6): its tokens stop, its sign-in is refused with the reason.
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;