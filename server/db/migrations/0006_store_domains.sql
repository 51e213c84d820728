ALTER TABLE "tenant_domains" ADD COLUMN "is_primary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_domains" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenant_domains" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_domains_one_primary_idx" ON "tenant_domains" USING btree ("tenant_id") WHERE "tenant_domains"."is_primary";--> statement-breakpoint
-- Each store's primary domain: a name rather than an address, a specific name rather than bare
-- localhost; of equals the shortest, then alphabetical (the rule pages used before it was stored).
UPDATE "tenant_domains" SET "is_primary" = true WHERE "domain" IN (
	SELECT DISTINCT ON ("tenant_id") "domain" FROM "tenant_domains"
	ORDER BY "tenant_id",
		CASE WHEN "domain" ~ '^[0-9.]+$' OR "domain" LIKE '%:%' THEN 2 WHEN "domain" = 'localhost' THEN 1 ELSE 0 END,
		length("domain"), "domain"
);
