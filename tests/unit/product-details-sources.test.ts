import { fromBackupRecord, toBackupRecord } from '@/lib/backup';
import type { Product } from '@/lib/schemas/product';
import { readNotionProduct } from '@/server/src/services/notion/product-sync';

const product: Product = {
  id: 'p1',
  name: 'Raven Pendant',
  price: 80,
  description: 'Silver',
  size: null,
  totalInventory: 4,
  Metal: [],
  Gemstone: [],
  featured: false,
  archived: false,
  productImage: null,
  dataSource: 'live',
  tenantId: 'demo',
  compareAtPrice: 95,
  weightGrams: 42,
  seoTitle: 'Raven pendant in silver',
  seoDescription: null,
  imageAlts: ['A raven, front', 'On a chain'],
};

describe('product details in backups and Notion rows', () => {
  it('round-trip through a product backup record', () => {
    expect(fromBackupRecord(toBackupRecord(product), 'demo')).toMatchObject({
      compareAtPrice: 95,
      weightGrams: 42,
      seoTitle: 'Raven pendant in silver',
      seoDescription: null,
      imageAlts: ['A raven, front', 'On a chain'],
    });
  });

  it('are absent from a record written before them, so a restore leaves them alone', () => {
    const { properties } = toBackupRecord(product);
    const older = Object.fromEntries(
      Object.entries(properties).filter(([key]) => !/Compare|Weight|SEO|Alt/.test(key)),
    );
    const read = fromBackupRecord({ id: 'p1', properties: older }, 'demo')!;
    expect(read).not.toHaveProperty('compareAtPrice');
    expect(read).not.toHaveProperty('seoTitle');
  });

  it("are pulled from a Notion row's columns, a compare-at price not above the price dropped", () => {
    const { properties } = toBackupRecord(product);
    const read = readNotionProduct({ id: 'page', archived: false, properties });
    expect(read).toMatchObject({
      columns: { compareAtPriceCents: 9500, weightGrams: 42, seoTitle: 'Raven pendant in silver' },
    });
    const low = readNotionProduct({
      id: 'page',
      archived: false,
      properties: { ...properties, 'Compare At Price': { type: 'number', number: 70 } },
    });
    expect(low).toMatchObject({ columns: { compareAtPriceCents: null } });
  });
});
