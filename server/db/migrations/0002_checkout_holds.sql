ALTER TABLE "payments" ADD COLUMN "visitor" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_key_hash" text;--> statement-breakpoint
CREATE INDEX "payments_tenant_visitor_idx" ON "payments" USING btree ("tenant_id","visitor","status");