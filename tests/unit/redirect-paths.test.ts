import { REDIRECT_MESSAGES } from '@/lib/messages/redirects';
import { isSameSitePath, redirectBodySchema, redirectLookupSchema } from '@/lib/schemas/redirects';

describe("a redirect's paths stay on the store's own site", () => {
  it.each(['//evil.example', '/\\evil.example', '/\\/evil.example', '/\t/evil.example', '/a\\b', '/\u0000x'])(
    'refuses %j, which a browser would read as another site or a broken address',
    (path) => {
      expect(isSameSitePath(path)).toBe(false);
      const parsed = redirectBodySchema.safeParse({ fromPath: '/old', toPath: path });
      expect(parsed.success).toBe(false);
    },
  );

  it('names the problem for an address of another site', () => {
    const parsed = redirectBodySchema.safeParse({ fromPath: '/old', toPath: '//evil.example/x' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(REDIRECT_MESSAGES.pathOtherSite);
  });

  it.each(['/product/silver-ring', '/shop?category=rings', '/pages/about-us', '/'])('takes %j', (path) => {
    expect(isSameSitePath(path)).toBe(true);
    expect(redirectBodySchema.safeParse({ fromPath: '/old', toPath: path }).success).toBe(true);
  });

  it('treats a stored target that would leave the site (an old row, a restored backup) as no redirect', () => {
    expect(redirectLookupSchema.parse({ to: '//evil.example' }).to).toBeNull();
    expect(redirectLookupSchema.parse({ to: '/\\evil.example' }).to).toBeNull();
    expect(redirectLookupSchema.parse({ to: '/product/silver-ring' }).to).toBe('/product/silver-ring');
    expect(redirectLookupSchema.parse({ to: null }).to).toBeNull();
  });
});
