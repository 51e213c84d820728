import type { Product } from '@/lib/schemas/product';

/** A valid product; override what a test is about. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Tide Line Ring',
    price: 45,
    description: 'Sterling silver, hammered by hand.',
    size: 7,
    totalInventory: 10,
    Metal: ['Sterling Silver'],
    Gemstone: [],
    featured: true,
    archived: false,
    productImage: '/api/images/11111111-1111-4111-8111-111111111111_400.webp',
    dataSource: 'live',
    tenantId: 'demo',
    ...overrides,
  };
}
