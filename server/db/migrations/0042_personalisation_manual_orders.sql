ALTER TABLE "order_items" ADD COLUMN "personalisation" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_with" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "personalisation" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_event_id_store_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."store_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_tenant_event_idx" ON "orders" USING btree ("tenant_id","event_id");