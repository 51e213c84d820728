import { listApiQuery, listQueryString, nextSort, readListState, withFilter } from '@/lib/admin-lists';
import {
  formFieldOf,
  productBodyOf,
  productFormSchema,
  productFormValues,
  EMPTY_PRODUCT_FORM,
} from '@/lib/product-form';
import { customerSorts } from '@/lib/schemas/admin-customers';

const DEFAULTS = { sort: 'name', dir: 'asc', filters: ['active'] } as const;
const read = (search: string) => readListState(new URLSearchParams(search), customerSorts, DEFAULTS);

describe('a list’s state in the address', () => {
  it('reads what the address says, and falls back to the defaults for what the api would refuse', () => {
    expect(read('q=ann&sort=orders&dir=desc&page=3&pageSize=50&active=true')).toEqual({
      page: 3,
      pageSize: 50,
      q: 'ann',
      sort: 'orders',
      dir: 'desc',
      filters: { active: 'true' },
    });
    expect(read('sort=password&dir=sideways&page=-2&pageSize=1000&active=maybe')).toEqual({
      page: 1,
      pageSize: 25,
      q: '',
      sort: 'name',
      dir: 'asc',
      filters: {},
    });
  });

  it('writes only what differs from the defaults, so the plain list has a plain address', () => {
    expect(listQueryString(read(''), DEFAULTS)).toBe('');
    expect(listQueryString({ ...read(''), q: '  ann ', page: 2 }, DEFAULTS)).toBe('q=ann&page=2');
    expect(listQueryString({ ...read(''), sort: 'email' }, DEFAULTS)).toBe('sort=email&dir=asc');
  });

  it('asks the api for everything explicitly', () => {
    expect(listApiQuery(read('active=false'))).toBe('page=1&pageSize=25&sort=name&dir=asc&active=false');
  });

  it('a header sorts its column ascending first, then flips', () => {
    expect(nextSort({ sort: 'name', dir: 'asc' }, 'email')).toEqual({ sort: 'email', dir: 'asc' });
    expect(nextSort({ sort: 'email', dir: 'asc' }, 'email')).toEqual({ sort: 'email', dir: 'desc' });
    expect(nextSort({ sort: 'email', dir: 'desc' }, 'email')).toEqual({ sort: 'email', dir: 'asc' });
  });

  it('sets and clears a filter', () => {
    expect(withFilter({ active: 'true' }, 'active', '')).toEqual({});
    expect(withFilter({}, 'archived', 'false')).toEqual({ archived: 'false' });
  });
});

describe('the product form’s values as the api’s body', () => {
  it('turns typed text into dollars, stock or null, a size, and lists of names', () => {
    expect(
      productBodyOf({
        ...EMPTY_PRODUCT_FORM,
        name: 'Ring',
        price: '$ 12.5',
        size: 'Adjustable',
        totalInventory: '4',
        metals: ' Silver , ,Gold',
        featured: true,
      }),
    ).toEqual({
      name: 'Ring',
      price: 12.5,
      description: '',
      size: 'Adjustable',
      totalInventory: 4,
      metals: ['Silver', 'Gold'],
      gemstones: [],
      featured: true,
      categoryIds: [],
      compareAtPrice: null,
      weightGrams: null,
      seoTitle: null,
      seoDescription: null,
      sku: '',
      taxCategory: 'general',
      returnable: true,
      makingTime: null,
    });
    expect(
      productBodyOf({ ...EMPTY_PRODUCT_FORM, size: '7.5', unlimited: true, totalInventory: '4' }),
    ).toMatchObject({ size: 7.5, totalInventory: null });
    const made = { kind: 'made', days: '', min: ' 2', max: '3 ', unit: 'days' } as const;
    expect(productBodyOf({ ...EMPTY_PRODUCT_FORM, makingTime: made }).makingTime).toEqual({
      kind: 'made',
      min: 2,
      max: 3,
      unit: 'days',
    });
  });

  it('is checked with the api’s rules', () => {
    const result = productFormSchema.safeParse({
      ...EMPTY_PRODUCT_FORM,
      name: 'Ring',
      price: '10',
      totalInventory: '2.5',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['totalInventory', 'Stock must be a whole number of units, or null for unlimited stock'],
    ]);
    expect(
      productFormSchema.safeParse({ ...EMPTY_PRODUCT_FORM, name: 'Ring', price: '10', unlimited: true })
        .success,
    ).toBe(true);
  });

  it('round-trips a saved product and names the input of an api error', () => {
    const values = productFormValues({
      id: 'p',
      name: 'Ring',
      price: 45,
      description: '',
      size: null,
      totalInventory: null,
      Metal: ['Silver', 'Gold'],
      Gemstone: [],
      featured: false,
      archived: false,
      productImage: null,
      dataSource: 'live',
      tenantId: 't',
      version: 2,
      updatedAt: '',
      images: [],
      notionPageId: null,
    });
    expect(values).toMatchObject({
      price: '45.00',
      unlimited: true,
      totalInventory: '',
      metals: 'Silver, Gold',
      size: '',
    });
    expect(formFieldOf('metals.1')).toBe('metals');
    expect(formFieldOf('makingTime.max')).toBe('makingTime.max');
    expect(formFieldOf('makingTime')).toBe('makingTime.kind');
    expect(formFieldOf('version')).toBeNull();
  });
});
