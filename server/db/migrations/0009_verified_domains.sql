-- A name is served only once verified, and verified for one store at most; several stores may
-- list a name while they prove it. The (tenant_id, domain) key also serves the store's lookups.
DROP INDEX "tenant_domains_tenant_idx";--> statement-breakpoint
ALTER TABLE "tenant_domains" DROP CONSTRAINT "tenant_domains_pkey";--> statement-breakpoint
ALTER TABLE "tenant_domains" ADD CONSTRAINT "tenant_domains_tenant_id_domain_pk" PRIMARY KEY("tenant_id","domain");--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "domain_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
-- Before, any listed name was served and Verify only looked at its addresses. A store's primary
-- domain (set by the operator, or its first) and the loopback names of a development machine stay
-- served; any other name is proved again with the store's TXT record.
UPDATE "tenant_domains" SET "verified_at" = coalesce("verified_at", "created_at")
	WHERE "is_primary" OR "domain" = 'localhost' OR "domain" LIKE '%.localhost' OR "domain" ~ '^[0-9.]+$' OR "domain" LIKE '%:%';--> statement-breakpoint
UPDATE "tenant_domains" SET "verified_at" = NULL
	WHERE NOT ("is_primary" OR "domain" = 'localhost' OR "domain" LIKE '%.localhost' OR "domain" ~ '^[0-9.]+$' OR "domain" LIKE '%:%');--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_domains_verified_idx" ON "tenant_domains" USING btree ("domain") WHERE "tenant_domains"."verified_at" is not null;
