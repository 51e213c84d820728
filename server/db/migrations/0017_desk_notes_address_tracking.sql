CREATE TABLE "order_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_tracking" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tracking" ADD CONSTRAINT "order_tracking_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tracking" ADD CONSTRAINT "order_tracking_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notes_tenant_order_idx" ON "order_notes" USING btree ("tenant_id","order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_tracking_tenant_idx" ON "order_tracking" USING btree ("tenant_id");--> statement-breakpoint
-- Orders placed before: the address given at checkout (its street line stays encrypted as it was).
UPDATE "orders" SET "shipping_address" = jsonb_build_object(
	'name', coalesce("customer_info"->>'name', ''),
	'address', "customer_info"->>'address',
	'addressLine2', coalesce("customer_info"->>'addressLine2', ''),
	'city', coalesce("customer_info"->>'city', ''),
	'state', coalesce("customer_info"->>'state', ''),
	'zipCode', coalesce("customer_info"->>'zipCode', '')
) WHERE coalesce("customer_info"->>'address', '') <> '';--> statement-breakpoint
-- Backorders carry no checkout details: the account's address, which their page showed until now.
UPDATE "orders" o SET "shipping_address" = jsonb_build_object(
	'name', p."name", 'address', p."address", 'addressLine2', p."address_line2",
	'city', p."city", 'state', p."state", 'zipCode', p."zip_code"
) FROM "profiles" p
WHERE o."shipping_address" IS NULL AND p."user_id" = o."user_id" AND p."tenant_id" = o."tenant_id"
	AND p."address" <> '';--> statement-breakpoint
-- Shipments before carriers were asked: the newest tracking number each order's timeline holds.
INSERT INTO "order_tracking" ("order_id", "tenant_id", "carrier", "tracking_number", "updated_at")
SELECT DISTINCT ON (e."order_id") e."order_id", e."tenant_id", 'Other', e."tracking_number", e."created_at"
FROM "order_events" e
WHERE coalesce(e."tracking_number", '') <> ''
ORDER BY e."order_id", e."id" DESC;
