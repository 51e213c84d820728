import { sanitizeForLog } from '@/lib/log-sanitize';

describe('sanitizeForLog', () => {
  it('redacts passwords, tokens and phone numbers at any depth and in any case', () => {
    const out = sanitizeForLog({
      email: 'a@b.co',
      password: 'Sitka-demo-2026!',
      body: {
        newPassword: 'x',
        token: 'eyJ…',
        Phone: '9075550142',
        nested: { authToken: 't', recaptchaToken: 'r' },
      },
      headers: { Authorization: 'Bearer abc', cookie: 'sid=1' },
    });
    expect(out).toEqual({
      email: 'a@b.co',
      password: '[redacted]',
      body: {
        newPassword: '[redacted]',
        token: '[redacted]',
        Phone: '[redacted]',
        nested: { authToken: '[redacted]', recaptchaToken: '[redacted]' },
      },
      headers: { Authorization: '[redacted]', cookie: '[redacted]' },
    });
  });

  it('keeps the secret out of the output entirely', () => {
    const line = JSON.stringify(
      sanitizeForLog({ users: [{ password: 'hunter2-secret' }], err: { clientSecret: 'pi_secret_123' } }),
    );
    expect(line).not.toContain('hunter2-secret');
    expect(line).not.toContain('pi_secret_123');
  });

  it('truncates strings over 100 characters and leaves 100 alone', () => {
    const long = 'a'.repeat(150);
    const out = sanitizeForLog({ message: long, exact: 'b'.repeat(100) }) as {
      message: string;
      exact: string;
    };
    expect(out.message.startsWith('a'.repeat(100))).toBe(true);
    expect(out.message).not.toContain('a'.repeat(101));
    expect(out.message).toMatch(/truncated/);
    expect(out.exact).toBe('b'.repeat(100));
  });

  it('truncates arrays over 10 items, saying how many were left out', () => {
    const out = sanitizeForLog(Array.from({ length: 25 }, (_, i) => i)) as unknown[];
    expect(out.slice(0, 10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(out).toHaveLength(11);
    expect(String(out[10])).toContain('15');
    expect(sanitizeForLog([1, 2, 3])).toEqual([1, 2, 3]);
    expect(sanitizeForLog(Array.from({ length: 10 }, () => 'x'))).toHaveLength(10);
  });

  it('keeps plain values, and reads an error as its name and message', () => {
    expect(sanitizeForLog(42)).toBe(42);
    expect(sanitizeForLog(null)).toBeNull();
    expect(sanitizeForLog(true)).toBe(true);
    const error = sanitizeForLog(new TypeError('bad input')) as { name: string; message: string };
    expect(error).toMatchObject({ name: 'TypeError', message: 'bad input' });
  });

  it('does not hang on a cycle', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(() => JSON.stringify(sanitizeForLog(cyclic))).not.toThrow();
  });
});
