ALTER TABLE "payments" ADD COLUMN "placed_order_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_placed_order_id_orders_id_fk" FOREIGN KEY ("placed_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Payments whose order was made before: the order of their provider payment id.
UPDATE "payments" SET "placed_order_id" = "orders"."id" FROM "orders" WHERE "orders"."tenant_id" = "payments"."tenant_id" AND "orders"."payment_intent_id" = "payments"."provider_payment_id";
