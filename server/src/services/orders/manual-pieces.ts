/** The pieces a sale made by hand is made from: the store's listed products, with their sizes and stock. */
import type { FastifyInstance } from 'fastify';
import { linePrice } from '@/lib/line-price';
import type { ManualPieces } from '@/lib/schemas/manual-order';
import { searchListedProducts } from '@server/repositories/products';
import { findVariantsByProduct } from '@server/repositories/variants';

/** Pieces one answer lists: a market's table, searched by name for more. */
const PIECES_SHOWN = 60;

/** The store's listed pieces whose name holds `q` (all of them without one), by name. */
export async function listManualPieces(
  app: FastifyInstance,
  tenantId: string,
  q = '',
): Promise<ManualPieces> {
  const { rows } = await searchListedProducts(app.db, tenantId, q, { limit: PIECES_SHOWN, offset: 0 });
  const sizes = await findVariantsByProduct(
    app.db,
    tenantId,
    rows.map((row) => row.id),
  );
  return {
    pieces: rows.map((row) => ({
      id: row.id,
      name: row.name,
      priceCents: row.priceCents,
      stock: row.totalInventory,
      image: `/api/images/${row.id}_400.webp`,
      sizes: (sizes.get(row.id) ?? []).map((size) => ({
        id: size.id,
        name: size.name,
        priceCents: linePrice({ product: row.priceCents, variant: size.priceCents }),
        stock: size.totalInventory,
      })),
    })),
  };
}
