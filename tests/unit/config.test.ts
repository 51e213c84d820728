import path from 'node:path';
import { loadConfig } from '@/server/src/config';

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
      BACKUP_INTERVAL_HOURS: 24,
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
