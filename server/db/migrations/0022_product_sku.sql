ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
CREATE UNIQUE INDEX "products_tenant_sku_idx" ON "products" USING btree ("tenant_id","sku");