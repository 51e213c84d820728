CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"tenant_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "product_categories_tenant_id_category_id_product_id_pk" PRIMARY KEY("tenant_id","category_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_tenant_slug_idx" ON "categories" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE INDEX "categories_tenant_order_idx" ON "categories" USING btree ("tenant_id","sort_order","name","id");--> statement-breakpoint
CREATE INDEX "product_categories_tenant_product_idx" ON "product_categories" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "products_tenant_listed_created_idx" ON "products" USING btree ("tenant_id","archived","created_at","id");--> statement-breakpoint
CREATE INDEX "products_tenant_listed_price_idx" ON "products" USING btree ("tenant_id","archived","price_cents","id");--> statement-breakpoint
CREATE INDEX "products_tenant_listed_name_idx" ON "products" USING btree ("tenant_id","archived","name","id");--> statement-breakpoint
CREATE INDEX "products_metal_idx" ON "products" USING gin ("metal");