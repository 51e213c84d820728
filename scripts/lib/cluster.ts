/**
 * Several apis and webs of one deployment on one machine, in production mode, sharing what a real
 * deployment shares: one PostgreSQL (`DATABASE_URL`), one Redis (`REDIS_URL` under `REDIS_PREFIX`)
 * and one S3 bucket (`S3_*`). Nothing else is shared: each process has a data folder of its own,
 * so a file that only one api's disk holds is not found by another (as on separate machines).
 * `npm run cluster` and the cluster test start it the same way.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PRODUCTION_SECRETS } from '../../server/src/config';
import { migrateAndSeed, startApi, startWeb, stop, waitForChild } from './processes';

/** What every process of the deployment must be given; the cluster refuses to start without it. */
export const CLUSTER_SHARED = ['DATABASE_URL', 'REDIS_URL', 'REDIS_PREFIX'] as const;
/** The bucket and its credentials (S3_ENDPOINT and S3_FORCE_PATH_STYLE only for MinIO or a stand-in). */
export const CLUSTER_S3 = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
/** The web's own secrets besides the api's (REVALIDATE_SECRET is both's). */
export const CLUSTER_SECRETS = [...new Set([...PRODUCTION_SECRETS, 'NEXTAUTH_SECRET'])];

export type Instance = {
  name: string;
  port: number;
  /** Where this process answers on this machine. */
  url: string;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  child: ChildProcess;
};

export type ClusterOptions = {
  apis: number;
  webs: number;
  /** The deployment's shared settings and secrets (see CLUSTER_SHARED, CLUSTER_S3, CLUSTER_SECRETS). */
  env: NodeJS.ProcessEnv;
  /** A folder of its own per process is made in here. */
  dataRoot: string;
  /** Where the webs are reached from browsers, when a balancer is in front (else each web's own address). */
  publicWebUrl?: string;
  /** Where browsers open the live socket, when a balancer is in front of the apis. */
  publicApiUrl?: string;
  /** Keeps the processes' output off the console (tests). */
  quiet?: boolean;
};

export type Cluster = { apis: Instance[]; webs: Instance[]; stop: () => Promise<void> };

/** The names of the settings `env` lacks for a cluster, in the order they are listed. */
export function missingClusterSettings(env: NodeJS.ProcessEnv): string[] {
  return [...CLUSTER_SHARED, ...CLUSTER_S3, ...CLUSTER_SECRETS].filter((name) => !env[name]?.trim());
}

/** A port nobody listens on now: the system's pick for port 0. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const ports = (count: number) => Promise.all(Array.from({ length: count }, () => freePort()));

/** Every origin a browser may show a web at: its localhost and loopback forms, and the public one. */
function webOrigins(webPorts: number[], publicWebUrl?: string): string {
  const own = webPorts.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
  return [...(publicWebUrl ? [new URL(publicWebUrl).origin] : []), ...own].join(',');
}

function dataDirFor(root: string, name: string): string {
  const dir = path.join(root, name);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Starts the apis (after one migration: apis starting together must not race to migrate a new
 * database), then the webs, and resolves once every one answers. Web i talks to api i (round
 * robin), so a page of web 2 is read through api 2. The apis ask the public web address (else
 * web 1) to drop cached pages: the shared page cache carries that to every web.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const missing = missingClusterSettings(options.env);
  if (missing.length) throw new Error(`The cluster needs ${missing.join(', ')} (see docs/running.md)`);
  const [apiPorts, webPorts] = await Promise.all([ports(options.apis), ports(options.webs)]);
  const base: NodeJS.ProcessEnv = { ...options.env, NODE_ENV: 'production' };
  const origins = webOrigins(webPorts, options.publicWebUrl);
  const webUrl = options.publicWebUrl ?? (webPorts.length ? `http://localhost:${webPorts[0]}` : undefined);
  const migrateEnv = { ...base, DATA_DIR: dataDirFor(options.dataRoot, 'migrate'), LOG_LEVEL: 'warn' };
  await migrateAndSeed(migrateEnv, false);

  const started: Instance[] = [];
  const stopAll = async () => {
    await Promise.all(started.map((instance) => stop(instance.child)));
  };
  try {
    const apis = apiPorts.map((port, index) => {
      const name = `api-${index + 1}`;
      const dataDir = dataDirFor(options.dataRoot, name);
      const env: NodeJS.ProcessEnv = {
        ...base,
        API_PORT: String(port),
        DATA_DIR: dataDir,
        WEB_ORIGINS: origins,
        ...(webUrl ? { WEB_URL: webUrl } : {}),
      };
      const instance = {
        name,
        port,
        url: `http://127.0.0.1:${port}`,
        dataDir,
        env,
        child: startApi(env, options.quiet, name),
      };
      started.push(instance);
      return instance;
    });
    // The apis first: a web's first page would otherwise be rendered without one.
    await Promise.all(apis.map((api) => waitForChild(api.child, api.name, `${api.url}/api/health`)));
    const webs = webPorts.map((port, index) => {
      const name = `web-${index + 1}`;
      const api = apis[index % apis.length];
      const url = `http://localhost:${port}`;
      const dataDir = dataDirFor(options.dataRoot, name);
      const env: NodeJS.ProcessEnv = {
        ...base,
        PORT: String(port),
        DATA_DIR: dataDir,
        API_URL: api.url,
        NEXT_PUBLIC_REALTIME_URL: options.publicApiUrl ?? api.url.replace('127.0.0.1', 'localhost'),
        NEXTAUTH_URL: options.publicWebUrl ?? url,
        ...(options.publicWebUrl
          ? { WEB_TRUSTED_PROXIES: options.env.WEB_TRUSTED_PROXIES ?? 'loopback' }
          : {}),
      };
      const instance = { name, port, url, dataDir, env, child: startWeb(env, options.quiet, name) };
      started.push(instance);
      return instance;
    });
    await Promise.all(webs.map((web) => waitForChild(web.child, web.name, `${web.url}/`)));
    return { apis, webs, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
