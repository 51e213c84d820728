/** An order's tax as its customer and owner read it (lib/schemas/order-tax.ts). */
import { toDollars } from '@/lib/money';
import type { OrderTaxLine } from '@/lib/schemas/order-tax';
import { PERCENT } from '@/lib/tax/rates';
import type { Database } from '@server/db/client';
import { findTaxLinesOfOrders, type OrderTaxLineRow } from '@server/repositories/order-tax-lines';
import type { OrderRow } from '@server/repositories/orders';
import type { Tx } from '@server/repositories/stores';
import { taxByRate } from '../checkout/tax';

export type OrderTaxView = {
  taxCents: number;
  tax: OrderTaxLine[];
  pricesIncludeTax: boolean;
  taxNote: string | null;
};

/** The order's tax: its total, summed per jurisdiction and rate from its lines, and why none. */
export function orderTaxView(
  order: Pick<OrderRow, 'id' | 'taxCents' | 'pricesIncludeTax' | 'taxNote'>,
  lines: OrderTaxLineRow[],
): OrderTaxView {
  const own = lines.filter((line) => line.orderId === order.id);
  return {
    taxCents: order.taxCents,
    tax: taxByRate(own).map(({ jurisdiction, rate, amountCents }) => ({
      jurisdiction,
      rate: rate / PERCENT,
      amount: toDollars(amountCents),
    })),
    pricesIncludeTax: order.pricesIncludeTax,
    taxNote: order.taxNote,
  };
}

/** The tax views of some of the store's orders, by order id. */
export async function orderTaxViews(
  db: Database | Tx,
  tenantId: string,
  rows: Pick<OrderRow, 'id' | 'taxCents' | 'pricesIncludeTax' | 'taxNote'>[],
): Promise<Map<string, OrderTaxView>> {
  const lines = await findTaxLinesOfOrders(
    db,
    tenantId,
    rows.map((row) => row.id),
  );
  return new Map(rows.map((row) => [row.id, orderTaxView(row, lines)]));
}

/** An order's tax as a payment answer carries it (checkout's fields: cents, rates in percent). */
export async function paymentTaxOfOrder(
  db: Database | Tx,
  tenantId: string,
  order: Pick<OrderRow, 'id' | 'taxCents' | 'pricesIncludeTax' | 'taxNote'>,
) {
  const lines = await findTaxLinesOfOrders(db, tenantId, [order.id]);
  return {
    taxCents: order.taxCents,
    taxLines: taxByRate(lines).map(({ jurisdiction, rate, amountCents }) => ({
      jurisdiction,
      rate: rate / PERCENT,
      amount: amountCents,
    })),
    pricesIncludeTax: order.pricesIncludeTax,
    taxNote: order.taxNote,
  };
}
