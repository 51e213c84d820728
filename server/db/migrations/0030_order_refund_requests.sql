ALTER TABLE "order_refunds" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "request_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_request_idx" ON "order_refunds" USING btree ("tenant_id","order_id","idempotency_key");