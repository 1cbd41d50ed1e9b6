CREATE TABLE "shop_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"paid_on" text NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" uuid NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_payouts_amount_positive" CHECK ("shop_payouts"."amount_kobo" > 0)
);
--> statement-breakpoint
ALTER TABLE "shop_payouts" ADD CONSTRAINT "shop_payouts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_payouts" ADD CONSTRAINT "shop_payouts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_payouts_shop_reference_idx" ON "shop_payouts" USING btree ("shop_id","reference");--> statement-breakpoint
CREATE INDEX "shop_payouts_paid_on_idx" ON "shop_payouts" USING btree ("paid_on");