ALTER TABLE "orders" ADD COLUMN "ship_by" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "making_time" jsonb;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "work_calendar" jsonb;--> statement-breakpoint
CREATE INDEX "orders_tenant_ship_by_idx" ON "orders" USING btree ("tenant_id","ship_by");