import { tagsFor } from '@server/services/cache/expiry';
import { TAGS } from '@/lib/tags';

describe('what a change expires', () => {
  it('a price or stock change: the store’s lists and that product’s page', () => {
    expect(tagsFor('product-changed', { storeId: 'demo', productIds: ['p1'] })).toEqual([
      TAGS.products('demo'),
      TAGS.product('demo', 'p1'),
    ]);
    expect(tagsFor('stock-changed', { storeId: 'demo', productIds: [] })).toEqual([TAGS.products('demo')]);
  });

  it('a whole store restored: the store, its lists and every page’s template', () => {
    const tags = tagsFor('store-restored', { storeId: 'demo' });
    expect(tags).toEqual(
      expect.arrayContaining([TAGS.store('demo'), TAGS.products('demo'), TAGS.template('demo', 'home')]),
    );
    expect(tags).toContain(TAGS.template('demo', 'orderHistory'));
  });

  it('a Save All that changed only a page: that page’s template alone', () => {
    expect(
      tagsFor('customization-saved', { storeId: 'demo', storeChanged: false, pageTypes: ['about'] }),
    ).toEqual([TAGS.template('demo', 'about')]);
  });

  it('a domain change: the store, and each host only with the shared cache', () => {
    const change = { storeId: 'demo', hosts: ['Shop.Example.com'] };
    expect(tagsFor('domains-changed', { ...change, sharedCache: false })).toEqual([TAGS.store('demo')]);
    expect(tagsFor('domains-changed', { ...change, sharedCache: true })).toEqual([
      TAGS.store('demo'),
      TAGS.host('shop.example.com'),
    ]);
  });
});
