import sharp from 'sharp';
import { buildTestApp, type TestApp } from './support/build-app';

type ApiProduct = {
  id: string;
  productImage: { small: string; medium: string; original: string; images: string[] } | null;
  processedImageFilename: string | null;
};

let t: TestApp;
let product: ApiProduct;
let withGallery: ApiProduct;

beforeAll(async () => {
  t = await buildTestApp();
  const products: ApiProduct[] = (
    await t.app.inject({ url: '/api/products', headers: { 'x-tenant-id': 'demo' } })
  ).json().products;
  product = products[0];
  withGallery = products.find((p) => (p.productImage?.images.length ?? 0) > 1)!;
});
afterAll(() => t.close());

// Images serve every store and are fetched by <img>, which sends no store header.
const getImage = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('GET /api/images/:file', () => {
  it.each([400, 800])('answers the %i px WebP', async (width) => {
    const response = await getImage(`/api/images/${product.id}_${width}.webp`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(Number(response.headers['content-length'])).toBe(bytes.length);
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBe(width);
  });

  it("a product's main image is asked for again after a minute; an image's own id is cached for a year", async () => {
    const main = await getImage(`/api/images/${product.id}_400.webp`);
    expect(main.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    const [, second] = withGallery.productImage!.images;
    const own = await getImage(second.replace(/_800\.webp$/, '_400.webp'));
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 304 with no body to a matching If-None-Match', async () => {
    const url = `/api/images/${product.id}_400.webp`;
    const first = await getImage(url);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const second = await getImage(url, { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    const stale = await getImage(url, { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(first.rawPayload.length);
  });

  it.each([
    ['another width', (id: string) => `${id}_1200.webp`],
    ['another format', (id: string) => `${id}_400.png`],
    ['no width', (id: string) => `${id}.webp`],
    ['a path out of the folder', () => '..%2F..%2Fpackage.json'],
    ['upper-case id', (id: string) => `${id.toUpperCase()}_400.webp`],
  ])('answers 400 naming the file for %s', async (_label, name) => {
    const response = await getImage(`/api/images/${name(product.id)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'file' });
    expect(response.json().error).toContain('Image name must look like {id}_400.webp or {id}_800.webp');
  });

  it('answers 404 for an id with no image', async () => {
    const response = await getImage('/api/images/00000000-0000-4000-8000-000000000000_400.webp');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Image not found', code: 'IMAGE_NOT_FOUND' });
  });
});

describe("a product's image URLs", () => {
  it('point at the 400 and 800 px renditions keyed by the product id', () => {
    expect(product.productImage).toMatchObject({
      small: `/api/images/${product.id}_400.webp`,
      medium: `/api/images/${product.id}_800.webp`,
      original: `/api/images/${product.id}_800.webp`,
    });
    expect(product.productImage!.images[0]).toBe(`/api/images/${product.id}_800.webp`);
    expect(product.processedImageFilename).toBe(`${product.id}_800.webp`);
  });

  it('all resolve to images, gallery views included', async () => {
    const urls = [withGallery.productImage!.small, ...withGallery.productImage!.images];
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) {
      const response = await getImage(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
    }
  });
});
