/**
 * One process at a time in an embedded database folder. PGlite is a single-process database: two
 * processes opening the same folder each believe they own it, each acknowledges its own writes,
 * and one side's are lost at the next start. So every process that opens the folder (the api,
 * migrate, seed, tenant:create, the copy to PostgreSQL) first takes this lock, and a second one
 * is refused at once, naming the holder.
 *
 * The lock is a unix socket bound to a name derived from the folder's real path, in Linux's
 * abstract namespace (on Windows, a named pipe). Binding is atomic, so of two processes started at
 * the same moment exactly one gets it, and the kernel releases the name when the holder's process
 * ends however it ends (a `kill -9` leaves nothing stale behind, unlike a pid file). The name is
 * kept per network namespace: processes in separate containers sharing one data volume do not see
 * each other's lock, so give each container its own data folder. On other systems (macOS) the
 * socket is a file in the temporary directory, removed by a later process when nobody answers on
 * it; that cleanup is not atomic, so two processes started at the very same moment there may both
 * pass.
 *
 * Beside the folder (its real path), `<folder>.lock` names the holder's pid and command, for the refusal's
 * message only: the socket decides, never this file.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type DataDirLock = {
  /** Frees the folder for the next process (also done by the kernel when this process ends). */
  release: () => Promise<void>;
};

type Holder = { pid: number; command: string };

/** Another process holds the folder; `holder` names it when it could be read. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Holder | null,
  ) {
    const who = holder ? `another process (pid ${holder.pid}: ${holder.command})` : 'another process';
    super(
      `The embedded database in ${dataDir} is in use by ${who}. Stop it first, or use PostgreSQL (DATABASE_URL) to run several.`,
    );
    this.name = 'DataDirInUseError';
  }
}

const holderFile = (dataDir: string) => `${dataDir}.lock`;

function socketAddress(realDir: string): string {
  const digest = createHash('sha256').update(realDir).digest('hex').slice(0, 32);
  if (process.platform === 'linux') return `\0sitka-embedded-db-${digest}`;
  if (process.platform === 'win32') return `\\\\.\\pipe\\sitka-embedded-db-${digest}`;
  return path.join(os.tmpdir(), `sitka-db-${digest}.sock`);
}

const listen = (server: net.Server, address: string) =>
  new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    server.once('error', failed);
    server.listen(address, () => {
      server.off('error', failed);
      resolve();
    });
  });

/** Whether something answers on a socket file (the fallback's check for a stale one). */
const answers = (address: string) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(address);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Whether a process of this pid still runs (EPERM: it does, under another user). */
export const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function readHolder(dataDir: string): Holder | null {
  try {
    const record = JSON.parse(fs.readFileSync(holderFile(dataDir), 'utf8')) as Partial<Holder>;
    return typeof record.pid === 'number' && processAlive(record.pid)
      ? { pid: record.pid, command: String(record.command ?? '') }
      : null;
  } catch {
    return null;
  }
}

/**
 * The holder writes its record right after binding; a process refused in between waits a moment
 * for it (a record whose pid is gone is an earlier holder's, killed before it could remove it).
 */
async function waitForHolder(dataDir: string): Promise<Holder | null> {
  for (let waited = 0; waited <= 2_000; waited += 50) {
    const holder = readHolder(dataDir);
    if (holder) return holder;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

function describeCommand(): string {
  const script = process.argv[1]
    ? path.relative(process.cwd(), process.argv[1]) || process.argv[1]
    : process.argv0;
  return [script, ...process.argv.slice(2).filter((arg) => arg.startsWith('--') && !arg.includes('='))].join(
    ' ',
  );
}

/**
 * Takes the folder for this process, creating it if needed, or throws DataDirInUseError naming the
 * process that has it. Call it before anything opens the folder.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const realDir = fs.realpathSync(dataDir);
  const address = socketAddress(realDir);
  const server = net.createServer((socket) => socket.destroy());
  try {
    await listen(server, address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const fileSocket = process.platform !== 'linux' && process.platform !== 'win32';
    if (fileSocket && !(await answers(address))) {
      fs.rmSync(address, { force: true });
      return lockDataDir(dataDir);
    }
    throw new DataDirInUseError(dataDir, await waitForHolder(realDir));
  }
  // The socket must not keep a process alive that has nothing else to do.
  server.unref();
  const record = holderFile(realDir);
  const temp = `${record}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify({ pid: process.pid, command: describeCommand() } satisfies Holder));
  fs.renameSync(temp, record);

  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      if (readHolder(realDir)?.pid === process.pid) fs.rmSync(record, { force: true });
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
