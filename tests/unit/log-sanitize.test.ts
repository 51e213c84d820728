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

  it('keeps query parameters out of a failed query, its message, its stack and its cause', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_key"'),
      {
        code: '23505',
        constraint: 'users_email_key',
        detail: 'Key (tenant_id, email)=(demo, ann@example.com) already exists.',
      },
    );
    const query = 'insert into "users" ("email", "password_hash") values ($1, $2)';
    const params = ['ann@example.com', '$argon2id$v=19$secret-hash'];
    const failed = Object.assign(new Error(`Failed query: ${query}\nparams: ${params.join(',')}`), {
      query,
      params,
      cause,
    });
    const out = sanitizeForLog({ err: failed }) as {
      err: Record<string, unknown> & { cause: Record<string, unknown> };
    };
    const line = JSON.stringify(out);
    expect(line).not.toContain('ann@example.com');
    expect(line).not.toContain('secret-hash');
    // What failed and where stays readable.
    expect(out.err.message).toContain('Failed query: insert into "users"');
    expect(out.err.stack).toMatch(/\n\s+at /);
    expect(out.err.cause).toMatchObject({ code: '23505', constraint: 'users_email_key' });
    expect(out.err.cause.message).toContain('users_email_key');
  });

  it('scrubs emails, bearer tokens, JWTs, password pairs and SQL literals quoted in error text', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    const error = new Error(`login for ann@example.com failed: password=hunter2 with Bearer ${jwt}`);
    const out = sanitizeForLog(error) as { message: string; stack: string };
    for (const text of [out.message, out.stack]) {
      expect(text).not.toMatch(/ann@example\.com|hunter2|eyJhbGci/);
    }
    const sql = sanitizeForLog({ query: "select * from users where email = 'bo@example.com'" }) as {
      query: string;
    };
    expect(sql.query).toBe("select * from users where email = '[redacted]'");
  });

  it('follows a chain of causes, and an already serialised error keeps no data in its text', () => {
    const inner = new Error('token eyJa.eyJb.c rejected for cy@example.com');
    const outer = new Error('sign-in failed', {
      cause: new Error('session lookup failed', { cause: inner }),
    });
    const line = JSON.stringify(sanitizeForLog(outer));
    expect(line).toContain('session lookup failed');
    expect(line).not.toMatch(/cy@example\.com|eyJa\.eyJb/);
    const serialised = sanitizeForLog({
      message: 'Key (email)=(dee@example.com) already exists.',
      detail: 'Key (email)=(dee@example.com)',
    });
    expect(JSON.stringify(serialised)).not.toContain('dee@example.com');
  });
});
