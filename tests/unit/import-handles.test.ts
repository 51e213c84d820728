import { HANDLE_MAX, looksLikeId } from '@/lib/product-address';
import { handleOf } from '@/server/src/services/catalog/product-csv-handles';

describe("an imported product's handle", () => {
  it('fits the pages’ limit with room for a -N suffix', () => {
    const handle = handleOf('word '.repeat(80));
    expect(handle.length).toBeLessThanOrEqual(HANDLE_MAX - 6);
    expect(`${handle}-999`.length).toBeLessThanOrEqual(HANDLE_MAX);
    expect(handle).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('never takes the shape of a product id: the name’s handle is used instead', () => {
    const id = '3F2504E0-4F89-11D3-9A0C-0305E82C3301';
    expect(looksLikeId(handleOf(id))).toBe(false);
    expect(handleOf(id, 'Silver Ring')).toBe('silver-ring');
    expect(handleOf(id, id)).toBe('product');
  });

  it('keeps an ordinary handle', () => {
    expect(handleOf('Silver Ring')).toBe('silver-ring');
  });
});
