-- Issue 36.4: when a member of the shop first saw the part in the console ("Seen" on the takeover); null until
-- then. The console takes the screen over for an unseen paid part; the acceptance-deadline work reads it for the SMS.
ALTER TABLE "order_parts" ADD COLUMN "seen_at" timestamp with time zone;
