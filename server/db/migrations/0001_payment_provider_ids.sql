ALTER TABLE "payments" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_account_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "customer_info" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_idx" ON "payments" USING btree ("provider_payment_id");