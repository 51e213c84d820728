CREATE TABLE "store_tax_settings" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"prices_include_tax" boolean DEFAULT false NOT NULL,
	"registrations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provider" text DEFAULT 'builtin' NOT NULL,
	"tax_shipping" boolean DEFAULT false NOT NULL,
	"tax_service_fee" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_tax_settings" ADD CONSTRAINT "store_tax_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;