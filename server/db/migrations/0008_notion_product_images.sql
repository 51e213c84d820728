ALTER TABLE "product_images" ADD COLUMN "notion_source_key" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "notion_image_keys" text[];