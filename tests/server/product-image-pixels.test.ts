/** A product image with more pixels than the store takes is refused with its own message, not the file-size one. */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { ADMIN_MESSAGES } from '@/lib/messages';
import { demo, type TestApp, ownerApp } from './support/build-app';

let t: TestApp;
let owner: Record<string, string>;

beforeAll(async () => {
  ({ t, owner } = await ownerApp());
}, 180_000);
afterAll(() => t.close());

/** A small PNG file whose header says it is width × height (the size a decoder would allocate). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#c0a080' } })
    .png()
    .toBuffer();
  // The IHDR chunk follows the 8-byte signature: length (4), type (4), width (4), height (4), …, CRC (4).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

async function upload(bytes: Buffer) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: { ...demo, ...owner },
    payload: { name: 'Huge canvas mug', price: 30, description: '', totalInventory: 1 },
  });
  expect(created.statusCode).toBe(201);
  const boundary = '----sitka-pixels';
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${created.json().id}/images`,
    headers: { ...demo, ...owner, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

describe('a product image of 20000 × 20000 pixels', () => {
  it('is refused naming its pixels, not its file size', async () => {
    const bytes = await pngClaiming(20_000, 20_000);
    expect(bytes.length).toBeLessThan(1024);
    const response = await upload(bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      expect.objectContaining({
        code: 'IMAGE_TOO_LARGE',
        field: 'file',
        error: ADMIN_MESSAGES.imageTooManyPixels,
      }),
    );
    expect(response.json().error).not.toBe(ADMIN_MESSAGES.imageTooLarge);
    expect(response.json().error).toMatch(/megapixels/);
  });
});
