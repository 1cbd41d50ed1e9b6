DROP INDEX "products_title_trgm_idx";--> statement-breakpoint
DROP INDEX "products_fts_idx";--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin ("description" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin ("title" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "products_fts_idx" ON "products" USING gin (to_tsvector('simple', "title" || ' ' || "description")) WITH (fastupdate=off);