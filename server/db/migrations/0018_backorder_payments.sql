CREATE TABLE "backorder_payment_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"requested_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "backorder_payment_links" ADD CONSTRAINT "backorder_payment_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backorder_payment_links" ADD CONSTRAINT "backorder_payment_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backorder_payment_links" ADD CONSTRAINT "backorder_payment_links_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "backorder_payment_links_token_idx" ON "backorder_payment_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "backorder_payment_links_tenant_order_idx" ON "backorder_payment_links" USING btree ("tenant_id","order_id","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_tenant_order_idx" ON "payments" USING btree ("tenant_id","order_id");--> statement-breakpoint
-- Backorders waiting for payment were made without shipping and the service fee; they carry them as any order does.
UPDATE "orders" SET "shipping_cents" = 1199, "service_fee_cents" = 299, "total_cents" = "subtotal_cents" + 1498, "updated_at" = now()
WHERE "kind" = 'backorder' AND "status" = 'Pending Payment' AND "payment_intent_id" IS NULL AND "shipping_cents" = 0 AND "service_fee_cents" = 0;
