DROP INDEX "products_tenant_listing_idx";--> statement-breakpoint
CREATE INDEX "products_tenant_listing_idx" ON "products" USING btree ("tenant_id","archived","featured","sort_order","name","id");