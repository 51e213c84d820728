/**
 * A store's policy pages (terms, returns, privacy, shipping, the legal notice): the owner's saved
 * text, or until then the template filled in with the store's own details: its name, contact,
 * address, shipping and tax registrations.
 */
import { POLICY_KINDS, POLICY_TITLES, type PolicyKind } from '@/lib/constants/policies';
import { countryName } from '@/lib/countries';
import { formatPrice, toDollars } from '@/lib/money';
import { EMPTY_FACTS, policyTemplate, type PolicyFacts } from '@/lib/policies/templates';
import type { Policy, PolicyList } from '@/lib/schemas/policies';
import { offeredShippingSummary, offers } from '@/lib/shipping';
import type { Database } from '@server/db/client';
import { listPolicyRows, findPolicyRow, savePolicyRow, type PolicyRow } from '@server/repositories/policies';
import { findConsumerSettings, type ConsumerSettings } from '@server/repositories/consumer-settings';
import { findStoreByTenant, type StoreRow } from '@server/repositories/stores';
import { findTaxSettingsRow } from '@server/repositories/tax-settings';

type Address = { street?: string; city?: string; state?: string; zipCode?: string; country?: string };
const asText = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

function addressLine(address: Address | undefined): string | null {
  if (!address) return null;
  const region = [asText(address.state), asText(address.zipCode)].filter(Boolean).join(' ');
  const country = asText(address.country);
  const parts = [asText(address.street), asText(address.city), region, country && countryName(country)];
  const line = parts.filter(Boolean).join(', ');
  return line || null;
}

/** What the templates say about this store. */
export async function policyFacts(db: Database, tenantId: string): Promise<PolicyFacts> {
  const [store, tax, consumer] = await Promise.all([
    findStoreByTenant(db, tenantId),
    findTaxSettingsRow(db, tenantId),
    findConsumerSettings(db, tenantId),
  ]);
  const registrations = (tax?.registrations ?? []).flatMap(({ country, region, number }) =>
    number ? [{ place: region ? `${region}, ${countryName(country)}` : countryName(country), number }] : [],
  );
  const { returnDays, legalName, companyRegistration } = consumer;
  const seller = { returnDays, legalName, companyRegistration };
  if (!store) return { ...EMPTY_FACTS, ...seller, registrations };
  return { ...storeFacts(store, registrations), ...seller };
}

function storeFacts(
  store: StoreRow,
  registrations: PolicyFacts['registrations'],
): Omit<PolicyFacts, keyof Pick<ConsumerSettings, 'returnDays' | 'legalName' | 'companyRegistration'>> {
  const info = store.businessInfo as { email?: unknown; phoneNumber?: unknown; address?: Address };
  const pickup = offers(store.shippingMethods, 'pickup')
    ? asText(store.shippingSettings?.pickup.address)
    : null;
  return {
    storeName: store.storeName,
    email: asText(info.email),
    phone: asText(info.phoneNumber),
    address: addressLine(info.address),
    shipping: offeredShippingSummary(store.shippingMethods, store.shippingSettings, (cents) =>
      formatPrice(toDollars(cents)),
    ),
    pickupAddress: pickup,
    registrations,
  };
}

const savedPolicy = (row: PolicyRow): Policy => ({
  kind: row.kind,
  title: POLICY_TITLES[row.kind],
  body: row.body,
  saved: true,
  updatedAt: row.updatedAt.toISOString(),
});

const templatePolicy = (kind: PolicyKind, facts: PolicyFacts): Policy => ({
  kind,
  title: POLICY_TITLES[kind],
  body: policyTemplate(kind, facts),
  saved: false,
  updatedAt: null,
});

/** Every page of the store, in POLICY_KINDS order: saved text, or the template. */
export async function listPolicies(db: Database, tenantId: string): Promise<PolicyList> {
  const [rows, facts] = await Promise.all([listPolicyRows(db, tenantId), policyFacts(db, tenantId)]);
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return {
    policies: POLICY_KINDS.map((kind) => {
      const row = byKind.get(kind);
      return row ? savedPolicy(row) : templatePolicy(kind, facts);
    }),
  };
}

/** One page, as the storefront shows it. */
export async function getPolicy(db: Database, tenantId: string, kind: PolicyKind): Promise<Policy> {
  const row = await findPolicyRow(db, tenantId, kind);
  return row ? savedPolicy(row) : templatePolicy(kind, await policyFacts(db, tenantId));
}

/** Saves the page's text (checked by policyBodySchema before it gets here). */
export async function savePolicy(
  db: Database,
  tenantId: string,
  kind: PolicyKind,
  body: string,
): Promise<Policy> {
  return savedPolicy(await savePolicyRow(db, tenantId, kind, body));
}
