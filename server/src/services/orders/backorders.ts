/** Backorders: a signed-in shopper asks for an out-of-stock piece; the order waits for payment. */
import type { TaxCategory } from '@/lib/schemas/tax';
import type { FastifyInstance } from 'fastify';
import { BACKORDER_PREFIX } from '@/lib/constants/orders';
import { orderTotalCents } from '@/lib/money';
import { ApiError } from '@server/errors';
import { findVariantsByProduct, type VariantRow } from '@server/repositories/variants';
import { VARIANT_MESSAGES } from '@/lib/constants/variants';
import { linePrice } from '@/lib/line-price';
import { checkAnswers, extraCentsOf } from '@/lib/personalisation';
import type {
  PersonalisationAnswers,
  PersonalisationQuestion,
  StoredAnswer,
} from '@/lib/schemas/personalisation';
import { refuseOverLimit } from '../checkout/checkout';
import { findAccountEmail, insertOrderWithItems } from '@server/repositories/orders';
import { findProductRow } from '@server/repositories/products';
import { findProfile } from '@server/repositories/profiles';
import type { Tenant } from '@server/types';
import { insertOrderTaxLines } from '@server/repositories/order-tax-lines';
import { randomUUID } from 'node:crypto';
import { enqueueNotionRows, orderRows } from '../notion/outbox';
import { taxProviderOf } from '../tax';
import { storeTaxSettingsFor } from '../tax/settings';
import { calculateCheckoutTax, chargeWithTax, taxLineRows } from '../checkout/tax';
import { queueOwnersNewOrderMail } from './notices';
import { shippingAddressFromProfile } from './shipping-address';
import { HOME_COUNTRY } from '@/lib/constants/shipping';
import { pieceGrams } from '@/lib/shipping';
import { findStoreShipping } from '@server/repositories/stores';
import { shippingChargeOf } from '../checkout/shipping';

const newBackorderId = () =>
  `${BACKORDER_PREFIX}${Date.now()}${Math.floor(Math.random() * 1000)
    .toString()
    .padStart(3, '0')}`;

/**
 * Places a backorder of `quantity` of a product that is out of stock, for the signed-in account;
 * refused when the product is not on sale (404) or still in stock (409). Its owners are told.
 */
/**
 * What a backorder charges: shipped and served as any order (the customer pays these with the
 * piece when it is made), taxed as checkout taxes a basket, to the account's address, when it is
 * placed; the line, and the line with shipping and the fee, within what one order may come to.
 */
async function backorderCharge(
  app: FastifyInstance,
  tenant: Tenant,
  line: {
    priceCents: number;
    quantity: number;
    category: TaxCategory;
    /** One piece's weight: its size's, else its product's. */
    weightGrams: number | null;
    shippingAddress: ReturnType<typeof shippingAddressFromProfile>;
  },
) {
  const { priceCents, quantity } = line;
  // Shipped as checkout ships to the account's address: national at home, else international.
  const country = line.shippingAddress?.country || HOME_COUNTRY;
  const shippingCents = shippingChargeOf(
    await findStoreShipping(app.db, tenant.id),
    country === HOME_COUNTRY ? 'national' : 'international',
    { subtotalCents: priceCents * quantity, lines: [{ weightGrams: line.weightGrams, quantity }], country },
    'quantity',
  );
  const totals = orderTotalCents([{ priceCents, quantity }], shippingCents);
  const settings = await storeTaxSettingsFor(app.db, tenant.id);
  const tax = await calculateCheckoutTax({
    provider: await taxProviderOf(app, tenant.id, settings),
    settings,
    method: 'national',
    details: line.shippingAddress ?? undefined,
    storeAddress: null,
    lines: [{ amountCents: priceCents * quantity, quantity, category: line.category }],
    shippingCents: totals.shippingCents,
    serviceFeeCents: totals.serviceFeeCents,
  });
  const totalCents = chargeWithTax(totals.totalCents, tax);
  refuseOverLimit(
    [
      { priceCents, quantity },
      { priceCents: totalCents - totals.subtotalCents, quantity: 1 },
    ],
    'quantity',
  );
  return { totals, tax, totalCents };
}

export async function placeBackorder(
  app: FastifyInstance,
  tenant: Tenant,
  userId: string,
  request: {
    productId: string;
    quantity: number;
    variantId?: string;
    personalisation?: PersonalisationAnswers;
  },
) {
  const { productId, quantity, variantId } = request;
  const product = await findProductRow(app.db, tenant.id, productId);
  if (!product || product.archived)
    throw new ApiError({
      status: 404,
      code: 'PRODUCT_NOT_FOUND',
      message: 'Product not found or unavailable',
    });
  const variant = await backorderVariant(app, tenant, product, variantId);
  const stock = variant ? variant.totalInventory : product.totalInventory;
  const answers = backorderAnswers(product.personalisation ?? [], request.personalisation);
  const priceCents = linePrice({
    product: product.priceCents,
    variant: variant?.priceCents,
    extras: extraCentsOf(answers),
  });
  if (stock === null || stock > 0) throw new ApiError({ status: 409, code: 'IN_STOCK', field: 'productId' });
  const email = await findAccountEmail(app.db, tenant.id, userId);
  if (email === null) throw new ApiError({ status: 404, code: 'ACCOUNT_NOT_FOUND' });
  // The account's address now is where this order ships, whatever the profile says later.
  const shippingAddress = shippingAddressFromProfile(await findProfile(app.db, tenant.id, userId));
  const { totals, tax, totalCents } = await backorderCharge(app, tenant, {
    priceCents,
    quantity,
    category: product.taxCategory,
    weightGrams: pieceGrams({ product: product.weightGrams, variant: variant?.weightGrams }),
    shippingAddress,
  });
  const orderId = newBackorderId();
  const [id, itemId] = [randomUUID(), randomUUID()];
  const mailIds = await app.db.transaction(async (tx) => {
    const order = await insertOrderWithItems(
      tx,
      {
        id,
        tenantId: tenant.id,
        orderId,
        kind: 'backorder',
        status: 'Pending Payment',
        userId,
        customerEmail: email,
        shippingAddress,
        subtotalCents: totals.subtotalCents,
        shippingCents: totals.shippingCents,
        serviceFeeCents: totals.serviceFeeCents,
        totalCents,
        taxCents: tax.totalTaxCents,
        pricesIncludeTax: tax.pricesIncludeTax,
        taxNote: tax.reason,
      },
      [
        {
          id: itemId,
          productId,
          variantId: variant?.id ?? null,
          variantName: variant?.name ?? null,
          name: product.name,
          priceCents,
          quantity,
          image: `/api/images/${productId}_400.webp`,
          personalisation: answers ?? null,
        },
      ],
    );
    await insertOrderTaxLines(
      tx,
      taxLineRows(tax).map(({ line, ...row }) => ({
        ...row,
        tenantId: tenant.id,
        orderId: id,
        orderItemId: line === null ? null : itemId,
      })),
    );
    await enqueueNotionRows(
      tx,
      tenant.id,
      orderRows(order, [
        { name: product.name, variantName: variant?.name, quantity, priceCents, personalisation: answers },
      ]),
    );
    return queueOwnersNewOrderMail(app, tx, order);
  });
  app.notionOutbox.kick(tenant.id);
  await app.mailer.nudge(mailIds);
  return { orderId, totalCents };
}

/**
 * A backorder's answers, checked against its product's questions as a basket line's are: the first
 * one outside its rule is 400 PERSONALISATION_INVALID naming `personalisation.<questionId>`.
 */
function backorderAnswers(
  questions: readonly PersonalisationQuestion[],
  given: PersonalisationAnswers | undefined,
): StoredAnswer[] | undefined {
  const checked = checkAnswers(questions, given);
  if (!checked.ok) {
    const [first] = checked.issues;
    throw new ApiError({
      status: 400,
      code: 'PERSONALISATION_INVALID',
      message: first.message,
      field: `personalisation.${first.questionId}`,
    });
  }
  return checked.answers.length ? checked.answers : undefined;
}

/**
 * The variant a backorder is for: a product with variants needs one of its own (400 naming
 * `variantId`); a product without takes none.
 */
async function backorderVariant(
  app: FastifyInstance,
  tenant: Tenant,
  product: { id: string; name: string },
  variantId: string | undefined,
): Promise<VariantRow | null> {
  const variants = (await findVariantsByProduct(app.db, tenant.id, [product.id])).get(product.id) ?? [];
  if (variants.length === 0 && !variantId) return null;
  if (!variantId)
    throw new ApiError({
      status: 400,
      code: 'VARIANT_REQUIRED',
      message: VARIANT_MESSAGES.required(product.name),
      field: 'variantId',
    });
  const variant = variants.find((row) => row.id === variantId);
  if (!variant)
    throw new ApiError({
      status: 400,
      code: 'VARIANT_NOT_FOUND',
      message: variants.length ? VARIANT_MESSAGES.notOfProduct : VARIANT_MESSAGES.none,
      field: 'variantId',
    });
  return variant;
}
