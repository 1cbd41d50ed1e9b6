-- Web Push devices (issue 36 item 1, decision 096). A device stops getting an account's notifications the moment
-- that account's access ends, whatever code ended it: triggers delete its rows when its tokens are revoked
-- (sign-out, sign-out everywhere, password change or reset) and a member's rows for a shop when they leave it.
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"audience" text NOT NULL,
	"shop_id" uuid,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_audience" CHECK (("push_subscriptions"."audience" = 'shopper' and "push_subscriptions"."shop_id" is null) or ("push_subscriptions"."audience" = 'shop' and "push_subscriptions"."shop_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_shopper_endpoint" ON "push_subscriptions" USING btree ("endpoint") WHERE "push_subscriptions"."shop_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_shop_endpoint" ON "push_subscriptions" USING btree ("endpoint","shop_id") WHERE "push_subscriptions"."shop_id" is not null;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "push_subscriptions_shop_idx" ON "push_subscriptions" USING btree ("shop_id");--> statement-breakpoint
CREATE FUNCTION push_subscriptions_forget_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM push_subscriptions WHERE user_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_token_revoked_forget_push AFTER UPDATE OF token_version ON "users"
  FOR EACH ROW WHEN (OLD.token_version IS DISTINCT FROM NEW.token_version)
  EXECUTE FUNCTION push_subscriptions_forget_account();
--> statement-breakpoint
CREATE FUNCTION push_subscriptions_forget_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM push_subscriptions WHERE user_id = OLD.user_id AND shop_id = OLD.shop_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER shop_members_removed_forget_push AFTER DELETE ON "shop_members"
  FOR EACH ROW EXECUTE FUNCTION push_subscriptions_forget_member();
