import { skuChecked } from '@/server/src/services/catalog/admin-products';

const violation = (constraint: string) =>
  Object.assign(new Error('duplicate key'), { code: '23505', constraint });

describe("a product's handle taken by another write meanwhile", () => {
  it.each([
    ['typed by the owner', 'silver-ring', 'SKU-1'],
    ['made from the name', undefined, 'SKU-1'],
    ['made from the name, no SKU', undefined, undefined],
  ])('is 409 HANDLE_TAKEN naming handle when %s', async (_case, typed, sku) => {
    let picked = typed;
    const write = skuChecked(
      sku,
      () => picked,
      async () => {
        picked = picked ?? 'silver-ring';
        throw violation('products_tenant_handle_idx');
      },
    );
    await expect(write).rejects.toMatchObject({ statusCode: 409, code: 'HANDLE_TAKEN', field: 'handle' });
  });

  it('leaves a SKU taken as SKU_TAKEN', async () => {
    await expect(
      skuChecked(
        'SKU-1',
        () => undefined,
        async () => {
          throw violation('products_tenant_sku_idx');
        },
      ),
    ).rejects.toMatchObject({ statusCode: 409, code: 'SKU_TAKEN', field: 'sku' });
  });
});
