ALTER TABLE "product_extras" ADD COLUMN "kind" text DEFAULT 'extras' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_extras" ADD COLUMN "pick_limit" integer;--> statement-breakpoint
ALTER TABLE "product_extras" ADD COLUMN "default_option" text;--> statement-breakpoint
ALTER TABLE "product_extras" ADD CONSTRAINT "product_extras_kind" CHECK ("product_extras"."kind" in ('extras', 'one', 'upTo', 'atLeast'));--> statement-breakpoint
ALTER TABLE "product_extras" ADD CONSTRAINT "product_extras_pick_limit" CHECK ("product_extras"."pick_limit" is null or "product_extras"."pick_limit" >= 1);