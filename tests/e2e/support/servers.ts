/**
 * The e2e servers, started the way `npm start` starts them, with a fresh data directory. Their
 * pids and environment are kept in a state file so a test can stop and restart the api.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serviceEnvironment } from '../../../scripts/lib/environment';
import {
  migrateAndSeed,
  seedExtraProducts,
  startApi,
  startWeb,
  stop,
  waitForHttp,
} from '../../../scripts/lib/processes';
import { startMailbox } from './mailbox';
import { E2E_API_PORT, E2E_WEB_PORT, NORTH_EXTRA_PRODUCTS, STATE_FILE } from './ports';

type State = { env: NodeJS.ProcessEnv; apiPid: number; webPid: number; dataDir: string };

const readState = (): State => JSON.parse(fs.readFileSync(STATE_FILE, 'utf8'));
const writeState = (state: State) => {
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  fs.writeFileSync(STATE_FILE, JSON.stringify(state));
};

/** Starts the mailbox and both servers; resolves to a function that stops the mailbox. */
export async function startServers(): Promise<() => Promise<void>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitka-e2e-'));
  // A run split over several server pairs (scripts/e2e.ts) seeds once and gives each pair a copy,
  // its secrets included, so the encrypted fields read back.
  const seeded = process.env.E2E_SEEDED_DIR;
  if (seeded) fs.cpSync(seeded, dataDir, { recursive: true });
  const mailbox = await startMailbox();
  const { env } = serviceEnvironment({
    ...process.env,
    API_PORT: String(E2E_API_PORT),
    PORT: String(E2E_WEB_PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SMTP_URL: mailbox.url,
  });
  if (!seeded) await seedE2eData(env);
  const api = startApi(env);
  const web = startWeb({ ...env, NODE_ENV: 'production' });
  writeState({ env, apiPid: api.pid!, webPid: web.pid!, dataDir });
  // The api first: the web's first page would otherwise be rendered without it.
  await waitForHttp(`http://127.0.0.1:${E2E_API_PORT}/api/health`);
  await waitForHttp(`http://127.0.0.1:${E2E_WEB_PORT}/`);
  api.unref();
  web.unref();
  return mailbox.close;
}

/** The suite's stores: the demo seed, and north's shop running past a page or two (catalog-pages.spec.ts). */
export async function seedE2eData(env: NodeJS.ProcessEnv): Promise<void> {
  await migrateAndSeed(env);
  await seedExtraProducts(env, 'north', NORTH_EXTRA_PRODUCTS);
}

function kill(pid: number) {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

async function waitForExit(pid: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  kill(pid);
}

export async function stopApi(): Promise<void> {
  const state = readState();
  kill(state.apiPid);
  await waitForExit(state.apiPid);
}

/** Starts the api again; `extraEnv` adds settings for this run only (a later restart goes without them). */
export async function restartApi(extraEnv: Record<string, string> = {}): Promise<void> {
  const state = readState();
  const api = startApi({ ...state.env, ...extraEnv }, true);
  api.unref();
  writeState({ ...state, apiPid: api.pid! });
  await waitForHttp(`http://127.0.0.1:${E2E_API_PORT}/api/health`);
}

/** A port nobody listens on now, from the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * One more production web, from the same build, beside the suite's own, as a second instance
 * behind a load balancer would be; `extraEnv` adds its settings (REDIS_URL, say). Stop it.
 */
export async function startExtraWeb(
  extraEnv: Record<string, string>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const state = readState();
  const port = await freePort();
  const web = startWeb({ ...state.env, NODE_ENV: 'production', PORT: String(port), ...extraEnv }, true);
  await waitForHttp(`http://127.0.0.1:${port}/`);
  return { url: `http://localhost:${port}`, stop: () => stop(web) };
}

export async function stopServers(): Promise<void> {
  if (!fs.existsSync(STATE_FILE)) return;
  const state = readState();
  kill(state.webPid);
  kill(state.apiPid);
  await Promise.all([waitForExit(state.webPid), waitForExit(state.apiPid)]);
  fs.rmSync(state.dataDir, { recursive: true, force: true });
  fs.rmSync(STATE_FILE, { force: true });
}
