import { text } from '@/lib/schemas/common';

describe('text the api accepts', () => {
  it('refuses a NUL character and a lone surrogate, which PostgreSQL cannot store', () => {
    for (const value of ['a\u0000b', 'x\udfffx', '\ud83e', 'end\ud83e'])
      expect(text().safeParse(value).success).toBe(false);
    expect(text().safeParse('x\udfffx').error?.issues[0].message).toBe('must be valid Unicode text');
  });

  it('takes every real character, emoji and other scripts included', () => {
    for (const value of ['🧪 test tube', 'José Núñez', '李小龙', 'ᏣᎳᎩ', ''])
      expect(text().safeParse(value)).toEqual({ success: true, data: value });
  });
});
