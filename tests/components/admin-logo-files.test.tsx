import imageCompression from 'browser-image-compression';
import { prepareHero, prepareLogo } from '@/components/admin/store/image-files';

jest.mock('browser-image-compression', () => ({ __esModule: true, default: jest.fn() }));
const compress = imageCompression as unknown as jest.Mock;

const MB = 1024 * 1024;
/** A file of `size` bytes without allocating them. */
function fakeFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

beforeEach(() => compress.mockReset());

describe('logo files', () => {
  it('refuses anything that is not an image', async () => {
    expect(await prepareLogo(fakeFile('notes.txt', 'text/plain', 10))).toEqual({
      error: 'Please upload an image file (PNG, JPG, or SVG)',
    });
    expect(compress).not.toHaveBeenCalled();
  });

  it('takes an SVG as it is up to 2 MB, and refuses a larger one', async () => {
    const small = fakeFile('logo.svg', 'image/svg+xml', 2 * MB);
    expect(await prepareLogo(small)).toEqual({ file: small, name: 'logo.svg' });
    expect(await prepareLogo(fakeFile('logo.svg', 'image/svg+xml', 2 * MB + 1))).toEqual({
      error: 'File is too large. Please upload an image smaller than 2MB',
    });
    expect(compress).not.toHaveBeenCalled();
  });

  it('compresses other images to about 1 MB and 1920 px', async () => {
    const compressed = fakeFile('logo.png', 'image/png', 900_000);
    compress.mockResolvedValue(compressed);
    expect(await prepareLogo(fakeFile('logo.png', 'image/png', 8 * MB))).toEqual({
      file: compressed,
      name: 'logo.png',
    });
    expect(compress).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ maxSizeMB: 1, maxWidthOrHeight: 1920 }),
    );
  });

  it('compresses on the page, not in a worker the Content-Security-Policy refuses (a blob: script loading a CDN)', async () => {
    compress.mockResolvedValue(fakeFile('logo.png', 'image/png', 900_000));
    await prepareLogo(fakeFile('logo.png', 'image/png', 3 * MB));
    expect(compress.mock.calls[0][1].useWebWorker).toBe(false);
  });

  it('refuses an image still over 2 MB after compression', async () => {
    compress.mockResolvedValue(fakeFile('logo.png', 'image/png', 2 * MB + 1));
    expect(await prepareLogo(fakeFile('logo.png', 'image/png', 9 * MB))).toEqual({
      error: 'File is still too large after compression. Please use a smaller image.',
    });
  });

  it('says so when the image cannot be read', async () => {
    compress.mockRejectedValue(new Error('The file given is not an image'));
    expect(await prepareLogo(fakeFile('logo.jpg', 'image/jpeg', 100))).toEqual({
      error: 'Error processing file. Please try again.',
    });
  });
});

describe('hero files', () => {
  it('needs an image of at most 5 MB', () => {
    const hero = fakeFile('hero.jpg', 'image/jpeg', 5 * MB);
    expect(prepareHero(hero)).toEqual({ file: hero, name: 'hero.jpg' });
    expect(prepareHero(fakeFile('hero.jpg', 'image/jpeg', 5 * MB + 1))).toEqual({
      error: 'File is too large. Please upload an image smaller than 5MB',
    });
    expect(prepareHero(fakeFile('hero.pdf', 'application/pdf', 10))).toEqual({
      error: 'Please upload an image file (PNG, JPG, or SVG)',
    });
    expect(prepareHero(undefined)).toEqual({ error: 'Please choose an image to upload' });
  });
});
