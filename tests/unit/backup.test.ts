import {
  BACKUP_FILE_PATTERN,
  backupCandidates,
  backupFilename,
  backupKindOf,
  storeBackupFilename,
  fromBackupRecord,
  parseBackup,
  toBackupRecord,
} from '@/lib/backup';
import type { Product } from '@/lib/schemas/product';

const text = (value: string) => [{ type: 'text', plain_text: value }];

/** A record as Notion exports it: every field a typed property. */
function rawRecord(overrides: Record<string, unknown> = {}) {
  return {
    id: 'rec-1',
    properties: {
      Name: { type: 'title', title: text('Glacier Ring') },
      Price: { type: 'number', number: 148 },
      Description: { type: 'rich_text', rich_text: [...text('Blue '), ...text('topaz')] },
      Size: { type: 'number', number: 7 },
      TotalInventory: { type: 'number', number: 12 },
      Metal: { type: 'multi_select', multi_select: [{ name: 'Sterling Silver' }] },
      Gemstone: { type: 'multi_select', multi_select: [{ name: 'Blue Topaz' }, { name: 'Opal' }] },
      'Featured Product': { type: 'checkbox', checkbox: true },
      ProductImage: { type: 'url', url: 'https://img.example/ring.webp' },
      Archive: { type: 'checkbox', checkbox: false },
      ...overrides,
    },
  };
}

const flatRecord = (overrides: Record<string, unknown> = {}) => ({
  id: 'flat-1',
  name: 'Tundra Mug',
  price: 38,
  description: 'Speckled',
  size: '10 oz',
  totalInventory: 0,
  Metal: 'Silver, Gold',
  Gemstone: [],
  featured: false,
  productImage: ['/a.webp', '/b.webp'],
  archived: false,
  ...overrides,
});

describe('parseBackup', () => {
  it('reads a raw record into a product from the backup', () => {
    const [product] = parseBackup({ products: [rawRecord()] }, 'demo');
    expect(product).toEqual({
      id: 'rec-1',
      name: 'Glacier Ring',
      price: 148,
      description: 'Blue topaz',
      size: 7,
      totalInventory: 12,
      Metal: ['Sterling Silver'],
      Gemstone: ['Blue Topaz', 'Opal'],
      featured: true,
      archived: false,
      productImage: 'https://img.example/ring.webp',
      dataSource: 'backup',
      tenantId: 'demo',
    });
  });

  it('reads a flat record, splitting a comma list of metals', () => {
    const [product] = parseBackup({ products: [flatRecord()] }, 'north');
    expect(product).toMatchObject({
      id: 'flat-1',
      name: 'Tundra Mug',
      price: 38,
      size: '10 oz',
      totalInventory: 0,
      Metal: ['Silver', 'Gold'],
      Gemstone: [],
      featured: false,
      productImage: ['/a.webp', '/b.webp'],
      dataSource: 'backup',
      tenantId: 'north',
    });
  });

  it('reads products from the top-level list or from databases.products', () => {
    const top = parseBackup({ products: [rawRecord(), flatRecord()] }, 'demo');
    const nested = parseBackup({ databases: { products: [rawRecord(), flatRecord()] } }, 'demo');
    expect(top.map((p) => p.name)).toEqual(['Glacier Ring', 'Tundra Mug']);
    expect(nested).toEqual(top);
  });

  it('prefers the top-level list when a file has both', () => {
    const file = { products: [flatRecord()], databases: { products: [rawRecord()] } };
    expect(parseBackup(file, 'demo').map((p) => p.name)).toEqual(['Tundra Mug']);
  });

  it('drops archived products in either form', () => {
    const file = {
      products: [
        rawRecord({ Archive: { type: 'checkbox', checkbox: true } }),
        flatRecord({ archived: true }),
        flatRecord({ id: 'kept', name: 'Kept' }),
      ],
    };
    expect(parseBackup(file, 'demo').map((p) => p.id)).toEqual(['kept']);
  });

  it('skips records without a name or a usable price, keeping the rest', () => {
    const file = {
      products: [
        rawRecord({ Name: { type: 'title', title: [] } }),
        rawRecord({ Price: { type: 'number', number: null } }),
        flatRecord({ name: undefined }),
        flatRecord({ price: 'call us' }),
        flatRecord({ price: '' }),
        flatRecord({ price: null }),
        flatRecord({ price: true }),
        null,
        'not a record',
        flatRecord({ id: 'ok' }),
      ],
    };
    expect(parseBackup(file, 'demo').map((p) => p.id)).toEqual(['ok']);
  });

  it('reads a price given as numeric text', () => {
    expect(parseBackup({ products: [flatRecord({ price: '42.50' })] }, 'demo')[0].price).toBe(42.5);
  });

  it('keeps unlimited stock as null and a missing size as null', () => {
    const [product] = parseBackup(
      {
        products: [
          rawRecord({
            TotalInventory: { type: 'number', number: null },
            Size: { type: 'rich_text', rich_text: [] },
          }),
        ],
      },
      'demo',
    );
    expect(product.totalInventory).toBeNull();
    expect(product.size).toBeNull();
  });

  it('answers an empty list for files that hold no products', () => {
    for (const file of [null, 'text', [], {}, { products: 'x' }, { databases: { products: {} } }]) {
      expect(parseBackup(file, 'demo')).toEqual([]);
    }
  });
});

describe('toBackupRecord', () => {
  const product: Product = {
    id: 'p1',
    name: 'Raven Necklace',
    price: 128.5,
    description: 'Engraved',
    size: '20 in',
    totalInventory: null,
    Metal: ['Sterling Silver'],
    Gemstone: [],
    featured: false,
    archived: false,
    productImage: {
      small: '/api/images/p1_400.webp',
      medium: '/api/images/p1_800.webp',
      images: ['/api/images/p1_800.webp'],
    },
    dataSource: 'live',
    tenantId: 'demo',
    compareAtPrice: null,
    weightGrams: null,
    seoTitle: null,
    seoDescription: null,
    imageAlts: [],
  };

  it('writes a record that parseBackup reads back to the same product', () => {
    const [restored] = parseBackup({ databases: { products: [toBackupRecord(product)] } }, 'demo');
    expect(restored).toEqual({ ...product, dataSource: 'backup' });
  });

  it('keeps a numeric size a number', () => {
    const [restored] = parseBackup({ products: [toBackupRecord({ ...product, size: 7.5 })] }, 'demo');
    expect(restored.size).toBe(7.5);
  });
});

describe('backup file names', () => {
  it('names a day notion-backup-YYYY-MM-DD.json', () => {
    expect(backupFilename(new Date(2026, 0, 5, 9))).toBe('notion-backup-2026-01-05.json');
    expect(BACKUP_FILE_PATTERN.exec('notion-backup-2026-01-05.json')?.[1]).toBe('2026-01-05');
    expect(BACKUP_FILE_PATTERN.test('notion-backup-2026-1-5.json')).toBe(false);
  });

  it('names a whole-store backup for its store and moment, apart from the product backups', () => {
    const name = storeBackupFilename(
      'fjord-ceramics',
      new Date(Date.UTC(2026, 10, 26, 17, 5, 12, 345)),
      '1a2b3c',
    );
    expect(name).toBe('store-backup-fjord-ceramics-2026-11-26T17-05-12-345Z-1a2b3c.json.gz');
    expect(backupKindOf(name)).toBe('store');
    expect(backupKindOf('notion-backup-2026-01-05.json')).toBe('products');
    // The storefront's fallback never takes a store backup for its catalog.
    expect(BACKUP_FILE_PATTERN.test(name)).toBe(false);
    for (const bad of [
      'store-backup-demo-2026-11-26T17-05-12-345Z-1a2b3c.json',
      '../store-backup-demo-2026-11-26T17-05-12-345Z-1a2b3c.json.gz',
      'store-backup-Demo-2026-11-26T17-05-12-345Z-1a2b3c.json.gz',
    ]) {
      expect(backupKindOf(bad)).toBeNull();
    }
  });

  it('lists 180 days of candidates, newest first', () => {
    const candidates = backupCandidates(new Date(2026, 2, 1, 12));
    expect(candidates).toHaveLength(180);
    expect(candidates[0]).toBe('notion-backup-2026-03-01.json');
    expect(candidates[1]).toBe('notion-backup-2026-02-28.json');
    expect(candidates[179]).toBe('notion-backup-2025-09-03.json');
    expect(new Set(candidates).size).toBe(180);
  });
});

describe('fromBackupRecord', () => {
  it('uses the name as the id when a record has none', () => {
    expect(fromBackupRecord(flatRecord({ id: undefined }), 'demo')?.id).toBe('Tundra Mug');
  });
});
