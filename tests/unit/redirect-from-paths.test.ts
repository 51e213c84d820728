import { REDIRECT_MESSAGES } from '@/lib/messages/redirects';
import { API_BODY_LIMIT_BYTES } from '@/lib/constants/api';
import { normalizeFromPath, redirectImportBodySchema } from '@/lib/schemas/redirects';

describe("a redirect's from-path as saved and as looked up", () => {
  it('reads percent-encoding the way the browser sends it, keeping case', () => {
    expect(normalizeFromPath('/caf%C3%A9')).toBe(normalizeFromPath('/café'));
    expect(normalizeFromPath('/Old-Page%21/')).toBe('/Old-Page!');
    expect(normalizeFromPath('/Old')).not.toBe(normalizeFromPath('/old'));
  });

  it('keeps a path whose encoding is not valid as written', () => {
    expect(normalizeFromPath('/bad%E0%A4%A')).toBe('/bad%E0%A4%A');
  });
});

describe("the redirect import's file", () => {
  it('is refused with its message before it could pass the api’s body limit', () => {
    const parsed = redirectImportBodySchema.safeParse({ csv: 'x'.repeat(API_BODY_LIMIT_BYTES) });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe(REDIRECT_MESSAGES.csvTooLarge);
  });
});
