-- Access that ends now (issue 35.2, decision 090): whatever writes it, a revoked token (sign-out, sign-out
-- everywhere, password change or reset), a removed member or a changed role sends the account's topic on the
-- one live-events channel inside the writing transaction; every instance ends that account's open streams.
CREATE FUNCTION live_events_account_of_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live_events', json_build_object('topic', 'account:' || NEW.id)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_token_revoked AFTER UPDATE OF token_version ON "users"
  FOR EACH ROW WHEN (OLD.token_version IS DISTINCT FROM NEW.token_version)
  EXECUTE FUNCTION live_events_account_of_user();
--> statement-breakpoint
CREATE FUNCTION live_events_account_of_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live_events', json_build_object('topic', 'account:' || OLD.user_id)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER shop_members_removed AFTER DELETE ON "shop_members"
  FOR EACH ROW EXECUTE FUNCTION live_events_account_of_member();
--> statement-breakpoint
CREATE TRIGGER shop_members_role_changed AFTER UPDATE OF role, user_id, shop_id ON "shop_members"
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.shop_id IS DISTINCT FROM NEW.shop_id)
  EXECUTE FUNCTION live_events_account_of_member();
