/**
 * `npm run tenant:create`, the real command, through a running api and with none running. Both use
 * the embedded database in a data dir of their own, whatever the suite's database is, so the file
 * runs once in CI (jest.config.js, SAME_ON_EITHER_DATABASE).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

describe('npm run tenant:create', () => {
  // The real commands against the embedded database in a data dir of their own.
  const root = path.resolve(__dirname, '../..');
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  let dataDir: string;
  let api: ChildProcess | undefined;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitka-tenant-cli-'));
  });
  afterAll(async () => {
    if (api && api.exitCode === null) {
      const exited = new Promise((resolve) => api!.once('exit', resolve));
      api.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const env = (port: number): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: 'development' as const,
    DATA_DIR: dataDir,
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    OPERATOR_TOKEN: '',
    JWT_SECRET: '',
    FIELD_ENCRYPTION_KEY: '',
  });
  const createStore = (port: number, slug: string) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(
        tsx,
        [
          'scripts/tenant-create.ts',
          '--slug',
          slug,
          '--name',
          `Store ${slug}`,
          '--admin-email',
          `owner@${slug}.test`,
          '--admin-password',
          'Kiln-fired-2026!',
        ],
        { cwd: root, env: env(port) },
      );
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('exit', (code) => resolve({ code, output }));
    });

  it('creates a store through the running api, and directly when none runs', async () => {
    const port = 40_000 + Math.floor(Math.random() * 10_000);
    api = spawn(tsx, ['server/src/server.ts'], {
      cwd: root,
      env: env(port),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let log = '';
    api.stderr?.on('data', (chunk) => (log += chunk));
    // A first start migrates and seeds a new embedded database: minutes on a busy machine.
    const deadline = Date.now() + 180_000;
    while (!fs.existsSync(path.join(dataDir, 'api.json'))) {
      if (Date.now() > deadline || api.exitCode !== null)
        throw new Error(`the api did not start: ${log.slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    const whileRunning = await createStore(port, 'lichen');
    expect(whileRunning).toMatchObject({
      code: 0,
      output: expect.stringContaining(
        'Created store lichen with admin owner@lichen.test (through the running api)',
      ),
    });
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant-id': 'lichen' },
      body: JSON.stringify({ email: 'owner@lichen.test', password: 'Kiln-fired-2026!' }),
    });
    expect(login.status).toBe(200);
    const again = await createStore(port, 'lichen');
    expect(again.code).toBe(1);
    expect(again.output).toContain(
      'The api refused the store (slug): A store with the slug lichen already exists.',
    );

    const exited = new Promise((resolve) => api!.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
    const stopped = await createStore(port, 'moss');
    expect(stopped).toMatchObject({
      code: 0,
      output: expect.stringContaining('Created store moss with admin owner@moss.test.'),
    });
  }, 240_000);
});
