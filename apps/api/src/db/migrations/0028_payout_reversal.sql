DROP INDEX "shop_payouts_shop_reference_idx";--> statement-breakpoint
ALTER TABLE "shop_payouts" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_payouts" ADD COLUMN "reversed_by" uuid;--> statement-breakpoint
ALTER TABLE "shop_payouts" ADD COLUMN "reversal_reason" text;--> statement-breakpoint
ALTER TABLE "shop_payouts" ADD CONSTRAINT "shop_payouts_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_payouts_shop_reference_idx" ON "shop_payouts" USING btree ("shop_id","reference") WHERE "shop_payouts"."reversed_at" is null;--> statement-breakpoint
ALTER TABLE "shop_payouts" ADD CONSTRAINT "shop_payouts_reversal_whole" CHECK (("shop_payouts"."reversed_at" is null) = ("shop_payouts"."reversed_by" is null) and ("shop_payouts"."reversed_at" is null) = ("shop_payouts"."reversal_reason" is null));