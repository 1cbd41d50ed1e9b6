-- Issue 35 (decisions 086, 087).
-- email_changes and users.email_verified_at: an email changes only once the code mailed to the new address is
-- entered; invitations are accepted only by a verified address. Existing accounts start unverified (NULL): they
-- prove their address by recovery or by confirming it on the Change Email screen.
-- shops.name_key + shops_name_key_unique: one shop per name as people read it (contract shopNameKey). The key is
-- computed by the app, not in SQL (Unicode letters of every script), so existing shops get theirs right after the migrations
-- from db/shop-name-keys.ts, in storefront order: the first shop keeps its name; a later one whose name
-- reads the same is RENAMED by appending " (2)", " (3)"… (the first number free), and a name with no letter or
-- digit becomes "Shop" (numbered the same way). Until then the key is NULL, which the unique index lets through.
CREATE TABLE "email_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"new_email" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "name_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_changes_user_idx" ON "email_changes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_name_key_unique" ON "shops" USING btree ("name_key");