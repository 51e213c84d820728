ALTER TABLE "products" ADD COLUMN "compare_at_price_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_compare_at_above_price" CHECK ("products"."compare_at_price_cents" IS NULL OR "products"."compare_at_price_cents" > "products"."price_cents");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_not_negative" CHECK ("products"."weight_grams" IS NULL OR "products"."weight_grams" >= 0);