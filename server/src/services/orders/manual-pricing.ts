/**
 * What a sale made by hand comes to: its pieces priced as the shop prices them (or as the owner
 * names a line of their own), less a store code or an amount off, shipping by the store's rates
 * when it ships, and tax as the store's settings say, as checkout taxes a basket. Nothing is
 * written here; a refusal is a 4xx naming the body's field.
 */
import type { FastifyInstance } from 'fastify';
import { HOME_COUNTRY, type ShippingMethod } from '@/lib/constants/shipping';
import { linePrice } from '@/lib/line-price';
import { pieceGrams } from '@/lib/shipping';
import {
  isCatalogLine,
  MANUAL_ORDER_MESSAGES,
  type CatalogLine,
  type ManualOrderBody,
} from '@/lib/schemas/manual-order';
import type { CheckoutDetails } from '@/lib/schemas/checkout';
import type { TaxCategory } from '@/lib/schemas/tax';
import { VARIANT_MESSAGES } from '@/lib/constants/variants';
import type { ShippingAddressJson } from '@server/db/schema';
import { ApiError, type ApiErrorInit } from '@server/errors';
import { findProductRow, type ProductRow } from '@server/repositories/products';
import type { StoreShipping } from '@server/repositories/stock';
import { findStoreByTenant } from '@server/repositories/stores';
import type { Tx } from '@server/repositories/stores';
import { findVariantsByProduct, type VariantRow } from '@server/repositories/variants';
import type { Database } from '@server/db/client';
import type { Tenant } from '@server/types';
import { refuseOverLimit } from '../checkout/checkout';
import { shippingOf } from '../checkout/shipping';
import { calculateCheckoutTax, chargeWithTax, type StoreAddressJson } from '../checkout/tax';
import { checkDiscount, type AppliedDiscount } from '../discounts/apply';
import { shareOut } from '../discounts/rules';
import { taxProviderOf } from '../tax';
import type { TaxCalculation } from '../tax/provider';
import { storeTaxSettingsFor } from '../tax/settings';

/**
 * A custom line's product id when a code is checked: no product has it, so a code on chosen
 * products or categories passes it by, and a code on the whole order covers it.
 */
const NO_PRODUCT = '00000000-0000-0000-0000-000000000000';

export type PricedManualLine = {
  productId: string | null;
  variantId: string | null;
  variantName: string | null;
  name: string;
  priceCents: number;
  quantity: number;
  category: TaxCategory;
  weightGrams: number | null;
  discountCents: number;
};

export type PricedSale = {
  lines: PricedManualLine[];
  subtotalCents: number;
  discount: { cents: number; code: string | null; codeId: string | null };
  shippingMethod: ShippingMethod | null;
  shippingCents: number;
  shippingAddress: ShippingAddressJson | null;
  tax: TaxCalculation;
  totalCents: number;
};

/** Runs `work`, answering a refusal it throws under the body's own field name. */
export async function renamingField<T>(
  fields: Record<string, string>,
  work: () => Promise<T> | T,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ApiError) || !error.field || !(error.field in fields)) throw error;
    throw new ApiError({
      status: error.statusCode,
      code: error.code,
      message: error.message,
      field: fields[error.field],
      details: error.details,
    } as ApiErrorInit);
  }
}

/** The size a catalog line names: one of its product's own when it has sizes, none when it has none. */
function sizeOf(
  product: ProductRow,
  sizes: VariantRow[],
  line: CatalogLine,
  index: number,
): VariantRow | null {
  const field = `lines.${index}.variantId`;
  if (sizes.length === 0 && !line.variantId) return null;
  if (!line.variantId)
    throw new ApiError({
      status: 400,
      code: 'VARIANT_REQUIRED',
      message: VARIANT_MESSAGES.required(product.name),
      field,
    });
  const size = sizes.find((row) => row.id === line.variantId);
  if (!size)
    throw new ApiError({
      status: 400,
      code: 'VARIANT_NOT_FOUND',
      message: sizes.length ? VARIANT_MESSAGES.notOfProduct : VARIANT_MESSAGES.none,
      field,
    });
  return size;
}

/** Each line priced: a catalog piece as the shop prices it now; a line of the owner's as given. */
async function priceLines(
  db: Database,
  tenantId: string,
  body: ManualOrderBody,
): Promise<PricedManualLine[]> {
  const ids = [...new Set(body.lines.filter(isCatalogLine).map((line) => line.productId))];
  const sizesOf = await findVariantsByProduct(db, tenantId, ids);
  const products = new Map<string, ProductRow | null>();
  for (const id of ids) products.set(id, await findProductRow(db, tenantId, id));
  return body.lines.map((line, index) => {
    if (!isCatalogLine(line))
      return {
        productId: null,
        variantId: null,
        variantName: null,
        name: line.name,
        priceCents: line.priceCents,
        quantity: line.quantity,
        category: 'general',
        weightGrams: null,
        discountCents: 0,
      };
    const product = products.get(line.productId);
    if (!product || product.archived)
      throw new ApiError({
        status: 400,
        code: 'PRODUCT_NOT_FOUND',
        message: MANUAL_ORDER_MESSAGES.productNotFound,
        field: `lines.${index}.productId`,
      });
    const size = sizeOf(product, sizesOf.get(product.id) ?? [], line, index);
    return {
      productId: product.id,
      variantId: size?.id ?? null,
      variantName: size?.name ?? null,
      name: product.name,
      priceCents: linePrice({ product: product.priceCents, variant: size?.priceCents }),
      quantity: line.quantity,
      category: product.taxCategory,
      weightGrams: pieceGrams({ product: product.weightGrams, variant: size?.weightGrams }),
      discountCents: 0,
    };
  });
}

/**
 * The store code a sale uses, checked as checkout checks it (dates, limits, the lines it covers);
 * inside the sale's transaction with `lock`, its row stays locked until the use is counted.
 */
export function checkSaleCode(
  db: Database | Tx,
  tenantId: string,
  input: { code: string; lines: PricedManualLine[]; email?: string; lock?: boolean },
): Promise<AppliedDiscount> {
  return renamingField({ discountCode: 'discount.code' }, () =>
    checkDiscount(db, tenantId, {
      code: input.code,
      lines: input.lines.map((line) => ({
        productId: line.productId ?? NO_PRODUCT,
        quantity: line.quantity,
        priceCents: line.priceCents,
      })),
      customer: { email: input.email || null },
      lock: input.lock,
    }),
  );
}

/** The discount of the sale, shared among its lines as checkout shares a code's. */
async function discountOf(db: Database, tenantId: string, body: ManualOrderBody, lines: PricedManualLine[]) {
  const none = { cents: 0, code: null, codeId: null, lineDiscounts: lines.map(() => 0) };
  if (!body.discount) return none;
  if ('code' in body.discount) {
    const applied = await checkSaleCode(db, tenantId, {
      code: body.discount.code,
      lines,
      email: body.customer.email,
    });
    return {
      cents: applied.discountCents,
      code: applied.code,
      codeId: applied.codeId,
      lineDiscounts: applied.lineDiscounts,
    };
  }
  const totals = lines.map((line) => line.priceCents * line.quantity);
  const subtotal = totals.reduce((sum, cents) => sum + cents, 0);
  if (body.discount.amountCents > subtotal)
    throw new ApiError({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: MANUAL_ORDER_MESSAGES.discountOverSubtotal,
      field: 'discount.amountCents',
    });
  const lineDiscounts = shareOut(body.discount.amountCents, totals);
  return { ...none, cents: body.discount.amountCents, lineDiscounts };
}

/** Shipping as checkout charges it (the store's rates, to the address's country), or none when handed over. */
function deliveryOf(
  app: FastifyInstance,
  store: Awaited<ReturnType<typeof findStoreByTenant>>,
  body: ManualOrderBody,
  lines: PricedManualLine[],
) {
  const { delivery } = body;
  if (delivery.kind === 'handover') return { method: null, cents: 0, address: null };
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const details = {
    email: body.customer.email ?? '',
    phone: '',
    ...delivery.address,
    country: delivery.address.country || HOME_COUNTRY,
  };
  const shipping: StoreShipping | null = store
    ? { methods: store.shippingMethods, settings: store.shippingSettings }
    : null;
  const charged = shippingOf(shipping, delivery.method, details as CheckoutDetails, {
    subtotalCents,
    lines: lines.map((line) => ({ weightGrams: line.weightGrams, quantity: line.quantity })),
  });
  const address: ShippingAddressJson = {
    name: delivery.address.name,
    address: app.fieldCrypto.encrypt(delivery.address.address),
    addressLine2: delivery.address.addressLine2,
    city: delivery.address.city,
    state: delivery.address.state,
    zipCode: delivery.address.zipCode,
    ...(delivery.address.country ? { country: delivery.address.country } : {}),
  };
  return { method: charged.method, cents: charged.cents, address };
}

/** Prices a sale made by hand; refused (4xx naming the field) when a line, the code or the delivery does not hold. */
export async function priceManualSale(
  app: FastifyInstance,
  tenant: Tenant,
  body: ManualOrderBody,
): Promise<PricedSale> {
  const priced = await priceLines(app.db, tenant.id, body);
  const discount = await discountOf(app.db, tenant.id, body, priced);
  const lines = priced.map((line, index) => ({ ...line, discountCents: discount.lineDiscounts[index] ?? 0 }));
  const store = await findStoreByTenant(app.db, tenant.id);
  const delivery = await renamingField(
    {
      shippingMethod: 'delivery.method',
      'customerInfo.country': 'delivery.address.country',
      'customerInfo.address': 'delivery.address.address',
    },
    () => deliveryOf(app, store, body, lines),
  );
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const settings = await storeTaxSettingsFor(app.db, tenant.id);
  const tax = await calculateCheckoutTax({
    provider: await taxProviderOf(app, tenant.id, settings),
    settings,
    // Handed over where the store is: taxed as a pickup, at the store's own address.
    method: delivery.method ?? 'pickup',
    details: body.delivery.kind === 'ship' ? body.delivery.address : undefined,
    storeAddress: (store?.businessInfo as { address?: StoreAddressJson } | undefined)?.address ?? null,
    lines: lines.map((line) => ({
      amountCents: line.priceCents * line.quantity - line.discountCents,
      quantity: line.quantity,
      category: line.category,
    })),
    shippingCents: delivery.cents,
    serviceFeeCents: 0,
  });
  // A sale made by hand carries no service fee: the fee is for paying online at checkout.
  const totalCents = chargeWithTax(subtotalCents - discount.cents + delivery.cents, tax);
  refuseOverLimit(
    [...lines, { priceCents: totalCents - subtotalCents, quantity: 1 }].map((line) => ({
      priceCents: Math.max(0, line.priceCents),
      quantity: line.quantity,
    })),
    'lines',
  );
  return {
    lines,
    subtotalCents,
    discount: { cents: discount.cents, code: discount.code, codeId: discount.codeId },
    shippingMethod: delivery.method,
    shippingCents: delivery.cents,
    shippingAddress: delivery.address,
    tax,
    totalCents,
  };
}
