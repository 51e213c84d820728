/**
 * Adds plain products to one store of a migrated database, for the browser tests' catalog that
 * runs past one page: `tsx scripts/seed-extra-products.ts --tenant north --count 130`. One
 * insert through the products repository; the api must not hold the embedded database meanwhile.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { insertProductRows } from '../server/src/repositories/products';
import { withHandles } from '../server/src/services/catalog/handles';

async function main() {
  const { values } = parseArgs({ options: { tenant: { type: 'string' }, count: { type: 'string' } } });
  const count = Number(values.count);
  if (!values.tenant || !Number.isInteger(count) || count < 1)
    throw new Error('Usage: seed-extra-products --tenant <store> --count <how many>');
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.pgliteDir });
  try {
    const tenantId = values.tenant;
    await database.db.transaction(async (tx) =>
      insertProductRows(
        tx,
        // Each with its handle, as every product of a store has one.
        await withHandles(
          tx,
          tenantId,
          Array.from({ length: count }, (_, index) => ({
            tenantId,
            name: `Studio Sample ${String(index + 1).padStart(3, '0')}`,
            description: 'A sample piece from the bench.',
            priceCents: 2_000 + index * 25,
            totalInventory: 3,
            sortOrder: 1_000 + index,
          })),
        ),
      ),
    );
    console.log(`Added ${count} products to ${tenantId}.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
