import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { bearerFor, buildTestApp, type TestApp } from './support/build-app';

let t: TestApp;
let owner: Record<string, string>;
let shopper: Record<string, string>;
let northOwner: Record<string, string>;
let demoId: string;
let northId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const [a, b, c] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'shopper@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
  ]);
  owner = { ...a, 'x-tenant-id': 'demo' };
  shopper = { ...b, 'x-tenant-id': 'demo' };
  northOwner = { ...c, 'x-tenant-id': 'north' };
  demoId = (
    await t.app.inject({ url: '/api/stores/by-identifier/demo', headers: { 'x-tenant-id': 'demo' } })
  ).json()._id;
  northId = (
    await t.app.inject({ url: '/api/stores/by-identifier/north', headers: { 'x-tenant-id': 'north' } })
  ).json()._id;
});
afterAll(() => t.close());

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
function formWith(filename: string, type: string, data: Buffer, field = 'file') {
  const boundary = `----sitka${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    'content-type': `multipart/form-data; boundary=${boundary}`,
  };
}

const upload = (kind: string, form: ReturnType<typeof formWith>, headers = owner, id = demoId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/stores/${id}/media/${kind}`,
    headers: { ...headers, 'content-type': form['content-type'] },
    payload: form.payload,
  });

const image = (width: number, height: number, format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: { r: 31, g: 95, b: 91 } } })
    [format]()
    .toBuffer();

it('turns a PNG logo into 400 and 800 px WebP files served for ever', async () => {
  const response = await upload('logo', formWith('logo.png', 'image/png', await image(1200, 600, 'png')));
  expect(response.statusCode).toBe(201);
  const body = response.json();
  expect(body).toMatchObject({ kind: 'logo', contentType: 'image/webp' });
  expect(body.renditions.map((r: { width: number }) => r.width)).toEqual([400, 800]);
  expect(body.url).toBe(body.renditions[1].url);
  expect(body.url).toMatch(/^\/api\/stores\/media\/demo\/logo-[0-9a-f]{16}-800\.webp$/);

  const file = await t.app.inject({ url: body.url });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('image/webp');
  expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(file.headers['x-content-type-options']).toBe('nosniff');
  const meta = await sharp(file.rawPayload).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 400]);
  // The client then puts the URL in the theme.
  const theme = await t.app.inject({
    method: 'PUT',
    url: `/api/stores/${demoId}/theme`,
    headers: owner,
    payload: { operation: 'updateLogo', logo: { url: body.url, altText: 'Sitka', maxWidth: 200 } },
  });
  expect(theme.json().theme.logo.url).toBe(body.url);
});

it('takes JPEG and WebP, and a hero at 1280 and 1920 px; a small image is not enlarged', async () => {
  const jpeg = await upload('hero', formWith('hero.jpg', 'image/jpeg', await image(2400, 1200, 'jpeg')));
  expect(jpeg.statusCode).toBe(201);
  expect(jpeg.json().renditions.map((r: { width: number }) => r.width)).toEqual([1280, 1920]);
  const webp = await upload('logo', formWith('small.webp', 'image/webp', await image(120, 60, 'webp')));
  expect(webp.json().renditions.map((r: { width: number }) => r.width)).toEqual([120, 120]);
});

it('goes by the bytes, not the name: a PNG called .svg is a PNG, a text file called .png is refused', async () => {
  const renamed = await upload('logo', formWith('logo.svg', 'image/svg+xml', await image(300, 300, 'png')));
  expect(renamed.statusCode).toBe(201);
  expect(renamed.json().contentType).toBe('image/webp');
  expect((await t.app.inject({ url: renamed.json().url })).headers['content-type']).toBe('image/webp');

  const text = await upload(
    'logo',
    formWith('logo.png', 'image/png', Buffer.from('just some notes, not a picture\n')),
  );
  expect(text.statusCode).toBe(400);
  expect(text.json()).toEqual({
    error: 'Please upload an image file (PNG, JPG, or SVG)',
    code: 'NOT_AN_IMAGE',
    field: 'file',
  });

  // A PNG signature in front of garbage is not an image either.
  const broken = await upload(
    'hero',
    formWith(
      'hero.png',
      'image/png',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(2000)]),
    ),
  );
  expect(broken.statusCode).toBe(400);
  expect(broken.json().error).toBe('Please upload an image file (PNG, JPG, or SVG)');
});

it('cleans an SVG of scripts, handlers, foreignObject and outside references, and serves it under a strict policy', async () => {
  const svg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#1F5F5B"/></linearGradient></defs>
  <rect width="10" height="10" fill="url(#g)" onclick="steal()"/>
  <circle cx="5" cy="5" r="2" style="fill: url(https://evil.example/track)"/>
  <image href="https://evil.example/pixel.png" width="1" height="1"/>
  <use xlink:href="https://evil.example/sprite.svg#icon"/>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>
  <a href="javascript:alert(1)"><text x="1" y="9">Sitka</text></a>
</svg>`;
  const response = await upload('logo', formWith('logo.svg', 'image/svg+xml', Buffer.from(svg)));
  expect(response.statusCode).toBe(201);
  expect(response.json()).toMatchObject({ contentType: 'image/svg+xml' });
  expect(response.json().url).toMatch(/^\/api\/stores\/media\/demo\/logo-[0-9a-f]{16}\.svg$/);

  const file = await t.app.inject({ url: response.json().url });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('image/svg+xml');
  expect(file.headers['content-security-policy']).toBe(
    "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  );
  expect(file.headers['x-content-type-options']).toBe('nosniff');
  const served = file.body;
  for (const gone of [
    '<script',
    'alert',
    'onload',
    'onclick',
    'foreignObject',
    'evil.example',
    'javascript:',
  ])
    expect(served).not.toContain(gone);
  for (const kept of ['<rect', 'url(#g)', 'linearGradient', 'Sitka', 'xmlns="http://www.w3.org/2000/svg"'])
    expect(served).toContain(kept);
});

it("refuses files over the caps with the spec's messages", async () => {
  const bigLogo = await upload(
    'logo',
    formWith(
      'big.png',
      'image/png',
      Buffer.concat([await image(10, 10, 'png'), randomBytes(2 * 1024 * 1024 + 10)]),
    ),
  );
  expect(bigLogo.statusCode).toBe(413);
  expect(bigLogo.json()).toEqual({
    error: 'File is too large. Please upload an image smaller than 2MB',
    code: 'FILE_TOO_LARGE',
    field: 'file',
  });

  const bigSvg = await upload(
    'logo',
    formWith(
      'big.svg',
      'image/svg+xml',
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg"><desc>${'x'.repeat(2 * 1024 * 1024)}</desc></svg>`,
      ),
    ),
  );
  expect(bigSvg.statusCode).toBe(413);

  const bigHero = await upload(
    'hero',
    formWith(
      'big.jpg',
      'image/jpeg',
      Buffer.concat([await image(10, 10, 'jpeg'), randomBytes(5 * 1024 * 1024 + 10)]),
    ),
  );
  expect(bigHero.statusCode).toBe(413);
  expect(bigHero.json()).toEqual({
    error: 'File is too large. Please upload an image smaller than 5MB',
    code: 'FILE_TOO_LARGE',
    field: 'file',
  });
});

/** A PNG whose header claims a canvas of width x height, with almost no picture data behind it. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

it('refuses a small file that claims a huge canvas before decoding it', async () => {
  const response = await upload('hero', formWith('bomb.png', 'image/png', pngClaiming(10_000, 10_000)));
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    error: 'This image is too large in pixels. Please use a smaller image.',
    code: 'IMAGE_TOO_LARGE',
    field: 'file',
  });
});

it("takes a hero of a few megabytes (over the api's JSON body limit, under the hero cap)", async () => {
  const noise = await sharp(randomBytes(1100 * 1000 * 3), { raw: { width: 1100, height: 1000, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
  const response = await upload('hero', formWith('noise.png', 'image/png', noise));
  expect(response.statusCode).toBe(201);
});

it('refuses a request without a file, and an unknown kind', async () => {
  const empty = await t.app.inject({
    method: 'POST',
    url: `/api/stores/${demoId}/media/logo`,
    headers: { ...owner, 'content-type': 'application/json' },
    payload: {},
  });
  expect(empty.statusCode).toBe(400);
  expect(empty.json()).toMatchObject({ code: 'FILE_REQUIRED', field: 'file' });
  const zero = await upload('logo', formWith('nothing.png', 'image/png', Buffer.alloc(0)));
  expect(zero.statusCode).toBe(400);
  const kind = await upload('banner', formWith('logo.png', 'image/png', await image(10, 10, 'png')));
  expect(kind.statusCode).toBe(400);
  expect(kind.json()).toMatchObject({ field: 'kind' });
});

it("only the store's own admin may upload, and each store's files are its own", async () => {
  const form = formWith('logo.png', 'image/png', await image(50, 50, 'png'));
  expect((await upload('logo', form, { 'x-tenant-id': 'demo' })).statusCode).toBe(401);
  expect((await upload('logo', form, shopper)).statusCode).toBe(403);
  expect((await upload('logo', form, { ...northOwner, 'x-tenant-id': 'demo' })).statusCode).toBe(403);
  expect((await upload('logo', form, northOwner, demoId)).statusCode).toBe(404);

  const own = await upload('logo', form, northOwner, northId);
  expect(own.statusCode).toBe(201);
  expect(own.json().url).toMatch(/^\/api\/stores\/media\/north\//);
  const otherPath = own.json().url.replace('/media/north/', '/media/demo/');
  expect((await t.app.inject({ url: otherPath })).statusCode).toBe(404);
  expect((await t.app.inject({ url: '/api/stores/media/demo/..%2F..%2Fsecrets.json' })).statusCode).toBe(400);
});
