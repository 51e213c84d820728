CREATE TABLE "basket_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"basket_key" text NOT NULL,
	"payment_id" text,
	"email" text NOT NULL,
	"items" jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"recovered_order_id" uuid,
	"recovered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_suppressions" (
	"tenant_id" text NOT NULL,
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_suppressions_tenant_id_email_kind_pk" PRIMARY KEY("tenant_id","email","kind")
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"tenant_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"notify_when_back" boolean DEFAULT false NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_tenant_id_user_id_product_id_pk" PRIMARY KEY("tenant_id","user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "gift_card_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_after_cents" integer NOT NULL,
	"payment_id" text,
	"order_id" uuid,
	"refund_id" uuid,
	"actor_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_encrypted" text NOT NULL,
	"last_four" text NOT NULL,
	"initial_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"order_id" uuid,
	"order_item_id" uuid,
	"purchaser_email" text,
	"recipient_email" text NOT NULL,
	"recipient_name" text DEFAULT '' NOT NULL,
	"sender_name" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"deliver_on" date,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_balance_not_negative" CHECK ("gift_cards"."balance_cents" >= 0),
	CONSTRAINT "gift_cards_initial_positive" CHECK ("gift_cards"."initial_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "low_stock_alerts" (
	"tenant_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_key" text DEFAULT '' NOT NULL,
	"stock" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "low_stock_alerts_tenant_id_product_id_variant_key_pk" PRIMARY KEY("tenant_id","product_id","variant_key")
);
--> statement-breakpoint
CREATE TABLE "owner_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"subject_key" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"order_item_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"photo" text,
	"author_name" text NOT NULL,
	"status" text NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reviews_rating" CHECK ("product_reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_basket_reminder_settings" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"delay_hours" integer DEFAULT 4 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_basket_reminder_settings_delay" CHECK ("store_basket_reminder_settings"."delay_hours" BETWEEN 1 AND 24)
);
--> statement-breakpoint
CREATE TABLE "store_gift_card_settings" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"amounts_cents" integer[] DEFAULT '{2500,5000,10000}'::integer[] NOT NULL,
	"custom_allowed" boolean DEFAULT true NOT NULL,
	"custom_min_cents" integer DEFAULT 1000 NOT NULL,
	"custom_max_cents" integer DEFAULT 50000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_gift_card_settings_custom" CHECK ("store_gift_card_settings"."custom_min_cents" > 0 AND "store_gift_card_settings"."custom_min_cents" <= "store_gift_card_settings"."custom_max_cents")
);
--> statement-breakpoint
CREATE TABLE "store_notice_settings" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"new_order" boolean DEFAULT true NOT NULL,
	"return_request" boolean DEFAULT true NOT NULL,
	"low_stock" boolean DEFAULT true NOT NULL,
	"ship_by_late" boolean DEFAULT true NOT NULL,
	"low_stock_threshold" integer DEFAULT 2 NOT NULL,
	"daily_digest" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_notice_settings_threshold" CHECK ("store_notice_settings"."low_stock_threshold" BETWEEN 0 AND 1000)
);
--> statement-breakpoint
CREATE TABLE "store_review_settings" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"request_days" integer DEFAULT 7 NOT NULL,
	"shipped_extra_days" integer DEFAULT 7 NOT NULL,
	"publish_at_once" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_review_settings_request_days" CHECK ("store_review_settings"."request_days" BETWEEN 0 AND 90),
	CONSTRAINT "store_review_settings_shipped_extra_days" CHECK ("store_review_settings"."shipped_extra_days" BETWEEN 0 AND 90)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "kind" text DEFAULT 'piece' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "gift_card_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gift_card_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gift_card_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gift_cards" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reminder_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "basket_reminders" ADD CONSTRAINT "basket_reminders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_reminders" ADD CONSTRAINT "basket_reminders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_reminders" ADD CONSTRAINT "basket_reminders_recovered_order_id_orders_id_fk" FOREIGN KEY ("recovered_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_suppressions" ADD CONSTRAINT "email_suppressions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_moves" ADD CONSTRAINT "gift_card_moves_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_moves" ADD CONSTRAINT "gift_card_moves_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_moves" ADD CONSTRAINT "gift_card_moves_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_moves" ADD CONSTRAINT "gift_card_moves_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_moves" ADD CONSTRAINT "gift_card_moves_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_moves" ADD CONSTRAINT "gift_card_moves_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "low_stock_alerts" ADD CONSTRAINT "low_stock_alerts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "low_stock_alerts" ADD CONSTRAINT "low_stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_notices" ADD CONSTRAINT "owner_notices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_basket_reminder_settings" ADD CONSTRAINT "store_basket_reminder_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_gift_card_settings" ADD CONSTRAINT "store_gift_card_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_notice_settings" ADD CONSTRAINT "store_notice_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_review_settings" ADD CONSTRAINT "store_review_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "basket_reminders_basket_idx" ON "basket_reminders" USING btree ("tenant_id","basket_key");--> statement-breakpoint
CREATE UNIQUE INDEX "basket_reminders_token_idx" ON "basket_reminders" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "basket_reminders_tenant_sent_idx" ON "basket_reminders" USING btree ("tenant_id","sent_at");--> statement-breakpoint
CREATE INDEX "basket_reminders_tenant_email_idx" ON "basket_reminders" USING btree ("tenant_id",lower("email"));--> statement-breakpoint
CREATE INDEX "favourites_tenant_product_idx" ON "favourites" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "favourites_waiting_idx" ON "favourites" USING btree ("tenant_id","product_id") WHERE "favourites"."notify_when_back" AND "favourites"."notified_at" IS NULL;--> statement-breakpoint
CREATE INDEX "gift_card_moves_card_idx" ON "gift_card_moves" USING btree ("tenant_id","gift_card_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_moves_payment_idx" ON "gift_card_moves" USING btree ("gift_card_id","payment_id","kind") WHERE "gift_card_moves"."kind" IN ('charge', 'release');--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_moves_refund_idx" ON "gift_card_moves" USING btree ("gift_card_id","refund_id") WHERE "gift_card_moves"."kind" = 'refund';--> statement-breakpoint
CREATE INDEX "gift_card_moves_order_idx" ON "gift_card_moves" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_tenant_code_idx" ON "gift_cards" USING btree ("tenant_id","code_hash");--> statement-breakpoint
CREATE INDEX "gift_cards_tenant_created_idx" ON "gift_cards" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_cards_unsent_idx" ON "gift_cards" USING btree ("sent_at","deliver_on");--> statement-breakpoint
CREATE INDEX "gift_cards_order_idx" ON "gift_cards" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_notices_subject_idx" ON "owner_notices" USING btree ("tenant_id","kind","subject_key");--> statement-breakpoint
CREATE INDEX "owner_notices_unsent_idx" ON "owner_notices" USING btree ("tenant_id","sent_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_order_item_idx" ON "product_reviews" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "product_reviews_tenant_product_idx" ON "product_reviews" USING btree ("tenant_id","product_id","status","created_at");--> statement-breakpoint
CREATE INDEX "product_reviews_tenant_status_idx" ON "product_reviews" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "product_reviews_order_idx" ON "product_reviews" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_token_idx" ON "review_requests" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE set null ON UPDATE no action;