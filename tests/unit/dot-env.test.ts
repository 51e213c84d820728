/** `npm start` reads `.env`, as `.env.example` says to copy it, without overriding the shell. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadDotEnv, serviceEnvironment } from '@/scripts/lib/environment';

describe('loadDotEnv', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitka-dotenv-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('sets what .env holds, keeps what is already set, and the servers start with it', () => {
    const file = path.join(dir, '.env');
    fs.writeFileSync(
      file,
      '# copied from .env.example\nWEB_URL=https://shop.example.test\nPORT=3999\nSTORE_NAME="Sitka # Clay"\n',
    );
    const env = { PORT: '3100', NODE_ENV: 'production', DATA_DIR: dir } as NodeJS.ProcessEnv;
    expect(loadDotEnv(file, env).sort()).toEqual(['STORE_NAME', 'WEB_URL']);
    expect(env).toMatchObject({
      WEB_URL: 'https://shop.example.test',
      PORT: '3100',
      STORE_NAME: 'Sitka # Clay',
    });
    const started = serviceEnvironment(env);
    expect(started.webPort).toBe(3100);
    expect(started.env.WEB_URL).toBe('https://shop.example.test');
  });

  it('does nothing without a .env', () => {
    const env: NodeJS.ProcessEnv = { PORT: '3100', NODE_ENV: 'test' };
    expect(loadDotEnv(path.join(dir, '.env'), env)).toEqual([]);
    expect(env).toEqual({ PORT: '3100', NODE_ENV: 'test' });
  });
});
