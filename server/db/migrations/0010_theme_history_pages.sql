ALTER TABLE "store_theme_history" ADD COLUMN "page_templates" jsonb;--> statement-breakpoint
ALTER TABLE "store_theme_history" ADD COLUMN "store_details" jsonb;