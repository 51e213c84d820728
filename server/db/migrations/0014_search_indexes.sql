-- Trigram operators for the search indexes below; PGlite loads the extension with the client.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "orders_tenant_created_idx";--> statement-breakpoint
DROP INDEX "orders_tenant_status_created_idx";--> statement-breakpoint
CREATE INDEX "orders_tenant_total_created_idx" ON "orders" USING btree ("tenant_id","total_cents","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_order_id_trgm_idx" ON "orders" USING gin (lower("order_id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin (lower("customer_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin (lower("description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_tenant_name_id_idx" ON "products" USING btree ("tenant_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "products_tenant_price_idx" ON "products" USING btree ("tenant_id","price_cents",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "products_tenant_stock_idx" ON "products" USING btree ("tenant_id","total_inventory",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "products_tenant_featured_idx" ON "products" USING btree ("tenant_id","featured",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "products_tenant_archived_idx" ON "products" USING btree ("tenant_id","archived",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "profiles_name_trgm_idx" ON "profiles" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_tenant_role_email_id_idx" ON "users" USING btree ("tenant_id","role","email","id");--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_tenant_created_idx" ON "orders" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_tenant_status_created_idx" ON "orders" USING btree ("tenant_id","status","created_at","id");