CREATE TABLE "stock_holds" (
	"payment_reference" text NOT NULL,
	"product_id" uuid NOT NULL,
	"qty" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_holds_payment_reference_product_id_pk" PRIMARY KEY("payment_reference","product_id"),
	CONSTRAINT "stock_holds_qty_positive" CHECK ("stock_holds"."qty" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_parts" ADD COLUMN "restocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_count" integer;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "restock_on_refund" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_holds_product_idx" ON "stock_holds" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_nonnegative" CHECK ("products"."stock_count" >= 0);