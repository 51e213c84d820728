ALTER TABLE "orders" ADD COLUMN "shipping_method" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "shipping_method" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "shipping_cents" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "shipping_settings" jsonb;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "country" text DEFAULT '' NOT NULL;