import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { loadEnv } from '@/lib/env';
import { loadConfig } from '@/server/src/config';
import { resolveApiSecrets } from '@/server/src/secrets';

describe('loadConfig', () => {
  it('fills every default from an empty environment', () => {
    const config = loadConfig({ DATA_DIR: '/srv/sitka' });
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      API_PORT: 4000,
      API_HOST: '0.0.0.0',
      DEFAULT_TENANT: 'demo',
      WEB_ORIGINS: 'http://localhost:3000',
      LOG_LEVEL: 'info',
      ACCESS_TOKEN_TTL_SECONDS: 3600,
      BACKUP_CRON: '15 3 * * *',
      RECONCILE_INTERVAL_SECONDS: 60,
      NOTION_SYNC_CRON: '*/15 * * * *',
      REDIS_PREFIX: 'sitka',
      storageDir: path.join('/srv/sitka', 'storage'),
      pgliteDir: path.join('/srv/sitka', 'db'),
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.JWT_SECRET).toBeUndefined();
  });

  it('keeps data under ./data by default', () => {
    expect(loadConfig({}).storageDir).toBe(path.resolve(process.cwd(), 'data', 'storage'));
  });

  it('reads numbers and URLs from their strings, and treats a blank URL as unset', () => {
    const config = loadConfig({
      API_PORT: '8080',
      REDIS_URL: 'redis://cache:6379',
      DATABASE_URL: '  ',
      ACCESS_TOKEN_TTL_SECONDS: '900',
    });
    expect(config.API_PORT).toBe(8080);
    expect(config.ACCESS_TOKEN_TTL_SECONDS).toBe(900);
    expect(config.REDIS_URL).toBe('redis://cache:6379');
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each(['abc', '0', '70000', '80.5'])('refuses API_PORT=%s, naming the variable', (value) => {
    expect(() => loadConfig({ API_PORT: value })).toThrow(/API_PORT/);
  });

  it('takes the DNS servers of domain verification as addresses with an optional port', () => {
    expect(loadConfig({}).DNS_SERVERS).toBe('');
    expect(loadConfig({ DNS_SERVERS: '10.0.0.2, 127.0.0.1:5353,[::1]:53,2001:db8::1' }).DNS_SERVERS).toBe(
      '10.0.0.2, 127.0.0.1:5353,[::1]:53,2001:db8::1',
    );
    for (const value of ['dns.example.com', '127.0.0.1:0', '127.0.0.1:99999', '[::1]', '1.2.3.4:53:1']) {
      expect(() => loadConfig({ DNS_SERVERS: value })).toThrow(/DNS_SERVERS/);
    }
    expect(() => loadConfig({ PLATFORM_HOSTS: 'https://sitka.example/' })).toThrow(/PLATFORM_HOSTS/);
  });

  it('takes the schedules as cron patterns and clock intervals, refusing others by name', () => {
    expect(loadConfig({ BACKUP_CRON: '0 */6 * * *', RECONCILE_INTERVAL_SECONDS: '300' })).toMatchObject({
      BACKUP_CRON: '0 */6 * * *',
      RECONCILE_INTERVAL_SECONDS: 300,
    });
    expect(() => loadConfig({ BACKUP_CRON: 'every night' })).toThrow(
      'BACKUP_CRON: BACKUP_CRON must be a cron pattern, such as 15 3 * * *',
    );
    expect(() => loadConfig({ NOTION_SYNC_CRON: '61 * * * *' })).toThrow(/NOTION_SYNC_CRON/);
    // Periods every instance shares: 45 s or 7 min would drift across the minute or hour.
    for (const seconds of ['45', '420', '0', '7200'])
      expect(() => loadConfig({ RECONCILE_INTERVAL_SECONDS: seconds })).toThrow(/RECONCILE_INTERVAL_SECONDS/);
  });

  it('keeps Redis keys under REDIS_PREFIX, a plain name', () => {
    expect(loadConfig({ REDIS_PREFIX: 'shop-eu.2' }).REDIS_PREFIX).toBe('shop-eu.2');
    expect(loadConfig({ REDIS_PREFIX: ' ' }).REDIS_PREFIX).toBe('sitka');
    for (const value of ['has space', 'a:b', '*', 'x'.repeat(65)])
      expect(() => loadConfig({ REDIS_PREFIX: value })).toThrow(/REDIS_PREFIX/);
  });

  it('names each bad variable in one message', () => {
    let message = '';
    try {
      loadConfig({ JWT_SECRET: 'short', REDIS_URL: 'not a url', LOG_LEVEL: 'loud' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid api configuration/);
    expect(message).toContain('JWT_SECRET: JWT_SECRET must be at least 32 characters');
    expect(message).toContain('REDIS_URL');
    expect(message).toContain('LOG_LEVEL');
    expect(message).not.toContain('API_PORT');
  });
});

describe('production rules of the api', () => {
  const secrets = {
    JWT_SECRET: 'j'.repeat(40),
    FIELD_ENCRYPTION_KEY: 'ab'.repeat(32),
    REVALIDATE_SECRET: 'r'.repeat(40),
  };
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return '';
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('refuses to start without its secrets, naming each missing one', () => {
    const message = problemsOf({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x' });
    expect(message).toMatch(/^Invalid api configuration/);
    expect(message).toContain('JWT_SECRET, FIELD_ENCRYPTION_KEY, REVALIDATE_SECRET: required in production');
    const oneMissing = problemsOf({
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_live_x',
      ...secrets,
      FIELD_ENCRYPTION_KEY: '',
    });
    expect(oneMissing).toContain('FIELD_ENCRYPTION_KEY: required in production');
    expect(oneMissing).not.toContain('JWT_SECRET');
  });

  it('refuses the built-in card provider unless it is chosen, naming both ways out', () => {
    const message = problemsOf({ NODE_ENV: 'production', ...secrets });
    expect(message).toContain('STRIPE_SECRET_KEY');
    expect(message).toContain('PAYMENTS_PROVIDER=test');
    expect(message).not.toContain('JWT_SECRET');
  });

  it('refuses to fetch images from private addresses in production', () => {
    expect(
      problemsOf({
        NODE_ENV: 'production',
        ...secrets,
        STRIPE_SECRET_KEY: 'sk_live_x',
        IMAGE_FETCH_ALLOW_PRIVATE: 'true',
      }),
    ).toContain('IMAGE_FETCH_ALLOW_PRIVATE');
    expect(
      loadConfig({ NODE_ENV: 'development', IMAGE_FETCH_ALLOW_PRIVATE: 'true' }).IMAGE_FETCH_ALLOW_PRIVATE,
    ).toBe(true);
  });

  it('runs the test provider in production only when PAYMENTS_PROVIDER=test says so', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', ...secrets, PAYMENTS_PROVIDER: 'test' }).paymentsProvider,
    ).toBe('test');
    expect(
      loadConfig({ NODE_ENV: 'production', ...secrets, STRIPE_SECRET_KEY: 'sk_live_x' }).paymentsProvider,
    ).toBe('stripe');
  });

  it('uses the test provider outside production when Stripe is not configured', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).paymentsProvider).toBe('test');
    expect(loadConfig({ NODE_ENV: 'development', STRIPE_SECRET_KEY: 'sk_test_x' }).paymentsProvider).toBe(
      'stripe',
    );
    expect(
      loadConfig({ NODE_ENV: 'development', STRIPE_SECRET_KEY: 'sk_test_x', PAYMENTS_PROVIDER: 'test' })
        .paymentsProvider,
    ).toBe('test');
  });

  it('refuses PAYMENTS_PROVIDER=stripe without a Stripe key, and an unknown provider', () => {
    expect(problemsOf({ PAYMENTS_PROVIDER: 'stripe' })).toContain(
      'STRIPE_SECRET_KEY: PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY',
    );
    expect(problemsOf({ PAYMENTS_PROVIDER: 'paypal' })).toContain('PAYMENTS_PROVIDER');
  });

  it('starts in production with every secret and Stripe', () => {
    expect(problemsOf({ NODE_ENV: 'production', ...secrets, STRIPE_SECRET_KEY: 'sk_live_x' })).toBe('');
  });

  const bucket = {
    S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
    S3_BUCKET: 'sitka-files',
    S3_REGION: 'auto',
    S3_ACCESS_KEY_ID: 'key-id',
    S3_SECRET_ACCESS_KEY: 'key-secret',
  };

  it('refuses a partial S3 configuration in production, naming what is missing', () => {
    const ready = { NODE_ENV: 'production', ...secrets, STRIPE_SECRET_KEY: 'sk_live_x' };
    const message = problemsOf({ ...ready, S3_BUCKET: 'sitka-files', S3_SECRET_ACCESS_KEY: ' ' });
    expect(message).toMatch(/^Invalid api configuration/);
    expect(message).toContain('S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: files in S3');
    expect(message).not.toContain('S3_BUCKET:');
    expect(problemsOf({ ...ready, S3_ENDPOINT: bucket.S3_ENDPOINT })).toContain(
      'S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: files in S3',
    );
    expect(problemsOf({ ...ready, ...bucket })).toBe('');
    expect(problemsOf({ ...ready, ...bucket, S3_ENDPOINT: 'not a url' })).toContain('S3_ENDPOINT');
  });
});

describe('where the api keeps its files', () => {
  const bucket = {
    S3_BUCKET: 'sitka-files',
    S3_REGION: 'us-west-2',
    S3_ACCESS_KEY_ID: 'key-id',
    S3_SECRET_ACCESS_KEY: 'key-secret',
  };

  it('uses the bucket when every S3 setting is given (AWS itself without S3_ENDPOINT)', () => {
    expect(loadConfig(bucket)).toMatchObject({
      s3: {
        endpoint: undefined,
        bucket: 'sitka-files',
        region: 'us-west-2',
        accessKeyId: 'key-id',
        secretAccessKey: 'key-secret',
        forcePathStyle: false,
      },
      s3Missing: [],
    });
    const minio = loadConfig({ ...bucket, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' });
    expect(minio.s3).toMatchObject({ endpoint: 'http://minio:9000', forcePathStyle: true });
  });

  it('keeps files in DATA_DIR/storage without S3 settings, and names what a partial one lacks outside production', () => {
    expect(loadConfig({ S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({ s3: null, s3Missing: [] });
    const blank = loadConfig({ S3_BUCKET: '', S3_ENDPOINT: '' });
    expect(blank).toMatchObject({ s3: null, s3Missing: [] });
    const partial = loadConfig({ NODE_ENV: 'development', ...bucket, S3_SECRET_ACCESS_KEY: '' });
    expect(partial).toMatchObject({ s3: null, s3Missing: ['S3_SECRET_ACCESS_KEY'] });
  });
});

describe('the api secrets outside production', () => {
  const log = { info: jest.fn() } as unknown as FastifyBaseLogger;
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitka-config-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('generates the field key once, keeps it in the data dir and says so', () => {
    const first = resolveApiSecrets(loadConfig({ DATA_DIR: dataDir }), log);
    expect(first.fieldKey).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).FIELD_ENCRYPTION_KEY).toBe(
      first.fieldKey,
    );
    expect(log.info).toHaveBeenCalledWith(
      expect.stringContaining(
        `FIELD_ENCRYPTION_KEY is not set: using the value generated now and kept in ${path.join(dataDir, 'secrets.json')}`,
      ),
    );
    const again = resolveApiSecrets(loadConfig({ DATA_DIR: dataDir }), log);
    expect(again).toEqual(first);
  });

  it('never derives the field key from the token secret', () => {
    const one = resolveApiSecrets(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'a'.repeat(40) }), log);
    const other = resolveApiSecrets(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'b'.repeat(40) }), log);
    expect(other.fieldKey).toBe(one.fieldKey);
    expect(one.jwtSecret).toBe('a'.repeat(40));
  });

  it('uses the key from the environment when one is set', () => {
    const key = 'cd'.repeat(32);
    expect(
      resolveApiSecrets(loadConfig({ DATA_DIR: dataDir, FIELD_ENCRYPTION_KEY: key }), log).fieldKey,
    ).toBe(key);
  });
});

describe('production rules of the web', () => {
  it('refuses to run in production without its session and revalidation secrets, naming them', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      'NEXTAUTH_SECRET, REVALIDATE_SECRET: required in production',
    );
    expect(() => loadEnv({ NODE_ENV: 'production', NEXTAUTH_SECRET: 'n'.repeat(40) })).toThrow(
      /^Invalid web configuration:\n {2}REVALIDATE_SECRET: required/,
    );
    expect(
      loadEnv({ NODE_ENV: 'production', NEXTAUTH_SECRET: 'n'.repeat(40), REVALIDATE_SECRET: 'r'.repeat(40) })
        .NEXTAUTH_SECRET,
    ).toBe('n'.repeat(40));
  });

  it('lets a build and development run without them', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).not.toThrow();
    expect(() => loadEnv({ NODE_ENV: 'development' })).not.toThrow();
  });
});
