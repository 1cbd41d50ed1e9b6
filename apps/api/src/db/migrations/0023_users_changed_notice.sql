-- Kept sessions (issue 40 item 2, decision 127): whatever changes or deletes a users row (a revoked token, a
-- suspension, the operator's role, a new name or hall), the account's `user:` topic goes out on the one
-- live-events channel inside the writing transaction, and every instance forgets what it kept of the account.
CREATE FUNCTION live_events_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live_events', json_build_object('topic', 'user:' || OLD.id)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION live_events_user_changed();
