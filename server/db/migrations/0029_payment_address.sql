ALTER TABLE "payments" ADD COLUMN "address" text;--> statement-breakpoint
CREATE INDEX "payments_tenant_address_idx" ON "payments" USING btree ("tenant_id","address","status");