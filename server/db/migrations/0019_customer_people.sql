CREATE TABLE "customer_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_email" text NOT NULL,
	"body" text NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_rollups" ADD COLUMN "product_view_sessions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_rollups" ADD COLUMN "cart_sessions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_rollups" ADD COLUMN "checkout_sessions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "previous_key_hash" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "previous_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_notes_tenant_email_idx" ON "customer_notes" USING btree ("tenant_id","customer_email","id");--> statement-breakpoint
CREATE INDEX "api_keys_previous_hash_idx" ON "api_keys" USING btree ("previous_key_hash");--> statement-breakpoint
CREATE INDEX "orders_tenant_lower_email_idx" ON "orders" USING btree ("tenant_id",lower("customer_email"));--> statement-breakpoint
CREATE INDEX "users_tenant_lower_email_idx" ON "users" USING btree ("tenant_id",lower("email"));