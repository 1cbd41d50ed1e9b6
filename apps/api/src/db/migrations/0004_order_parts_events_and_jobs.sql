CREATE TABLE "order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"items_subtotal_kobo" bigint NOT NULL,
	"delivery_kobo" bigint NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_parts_delivery_nonnegative" CHECK ("order_parts"."delivery_kobo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "room" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "shop_deliveries" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "delivery" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cart_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "authorization_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_part_id_order_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."order_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parts" ADD CONSTRAINT "order_parts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parts" ADD CONSTRAINT "order_parts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_parts_order_shop_unique" ON "order_parts" USING btree ("order_id","shop_id");--> statement-breakpoint
CREATE INDEX "order_parts_shop_idx" ON "order_parts" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_per_cart" ON "payments" USING btree ("user_id","cart_key") WHERE "payments"."status" = 'pending' and "payments"."cart_key" is not null;--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
-- Orders placed before parts existed: one part per shop of their items, in the order's status.
INSERT INTO "order_parts" ("order_id", "shop_id", "status", "items_subtotal_kobo", "delivery_kobo", "created_at", "updated_at")
SELECT i."order_id", i."shop_id", o."status", sum(i."unit_price_kobo" * i."qty"), 0, o."created_at", o."created_at"
FROM "order_items" i JOIN "orders" o ON o."id" = i."order_id"
GROUP BY i."order_id", i."shop_id", o."status", o."created_at";--> statement-breakpoint
-- Their delivery shares by §9 (the shop with the dearest delivery first, at full price; the others half),
-- always adding up to the delivery the order was charged: the first share takes the remainder.
WITH "ranked" AS (
  SELECT p."id", p."order_id", s."delivery_price_kobo" AS "price",
    row_number() OVER (PARTITION BY p."order_id" ORDER BY s."delivery_price_kobo" DESC, p."shop_id") AS "rn"
  FROM "order_parts" p JOIN "shops" s ON s."id" = p."shop_id"
), "shares" AS (
  SELECT r.*, sum(CASE WHEN r."rn" > 1 THEN (r."price" + 1) / 2 ELSE 0 END) OVER (PARTITION BY r."order_id") AS "others"
  FROM "ranked" r
)
UPDATE "order_parts" p SET "delivery_kobo" = CASE
    WHEN o."delivery_kobo" >= h."others" THEN CASE WHEN h."rn" = 1 THEN o."delivery_kobo" - h."others" ELSE (h."price" + 1) / 2 END
    ELSE CASE WHEN h."rn" = 1 THEN o."delivery_kobo" ELSE 0 END
  END
FROM "shares" h JOIN "orders" o ON o."id" = h."order_id"
WHERE p."id" = h."id";--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "part_id", "status", "created_at")
SELECT "order_id", "id", "status", "created_at" FROM "order_parts";--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"queue" text NOT NULL,
	"key" text NOT NULL,
	"data" jsonb NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_queue_key_unique" ON "jobs" USING btree ("queue","key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("queue","run_after") WHERE "jobs"."state" in ('created', 'active');