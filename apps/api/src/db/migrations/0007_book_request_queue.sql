ALTER TABLE "book_requests" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "book_requests" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "book_requests" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "book_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "book_requests" ADD CONSTRAINT "book_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_requests_status_idx" ON "book_requests" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "book_requests" ADD CONSTRAINT "book_requests_status_known" CHECK ("book_requests"."status" in ('new', 'searching', 'found', 'not_found'));