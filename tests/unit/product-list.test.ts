import { mergeProducts } from '@/lib/catalog/merge-products';
import { normalizeProductList } from '@/lib/catalog/normalize-list';

const item = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Piece ${id}`,
  price: 10,
  description: '',
  size: null,
  totalInventory: null,
  Metal: [],
  Gemstone: [],
  featured: false,
  archived: false,
  productImage: null,
  tenantId: 'demo',
  ...extra,
});

describe('normalizeProductList', () => {
  it('reads a bare array as live products', () => {
    const list = normalizeProductList([item('a')]);
    expect(list.dataSource).toBe('live');
    expect(list.products[0]).toMatchObject({ id: 'a', dataSource: 'live' });
  });

  it('keeps the answer’s data source and drops invalid records', () => {
    const list = normalizeProductList({ products: [item('a'), { id: 'b' }], dataSource: 'backup' });
    expect(list.dataSource).toBe('backup');
    expect(list.products.map((product) => product.id)).toEqual(['a']);
  });

  it('reads anything else as an empty list', () => {
    expect(normalizeProductList('nope').products).toEqual([]);
  });
});

describe('mergeProducts', () => {
  it('appends only products not listed yet', () => {
    const [a, b, c] = normalizeProductList([item('a'), item('b'), item('c')]).products;
    expect(mergeProducts([a, b], [b, c]).map((product) => product.id)).toEqual(['a', 'b', 'c']);
  });
});
