/**
 * A TCP relay in front of PostgreSQL that counts what its clients cost the database: statements
 * (each simple query 'Q' and each execution 'E' of the extended protocol), transactions (each
 * return to idle after a statement, as the server's ReadyForQuery says) and, among those, commits
 * that wrote (an INSERT, UPDATE or DELETE completed and nothing failed). Bytes pass unchanged;
 * messages are only read, so the checkout benchmark's per-order figures are measured, not guessed.
 */
import net from 'node:net';

export type DatabaseCost = { statements: number; transactions: number; commits: number };

export type StatementCounter = {
  /** A connection URL like the database's, through the relay. */
  url: string;
  /** What went through the relay so far. */
  cost: () => DatabaseCost;
  close: () => Promise<void>;
};

/** Calls `onMessage(type, body)` for each whole message of a protocol stream, chunk by chunk. */
function messageReader(untypedFirst: boolean, onMessage: (type: string, body: Buffer) => void) {
  let pending: Buffer = Buffer.alloc(0);
  // A client's first message (startup) has no type byte; every later one, and every server one, has.
  let untyped = untypedFirst;
  return (chunk: Buffer) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    let offset = 0;
    for (;;) {
      const head = untyped ? 0 : 1;
      if (pending.length - offset < head + 4) break;
      const length = pending.readInt32BE(offset + head);
      if (pending.length - offset < head + length) break;
      if (untyped) untyped = false;
      else onMessage(String.fromCharCode(pending[offset]), pending.subarray(offset + 5, offset + 1 + length));
      offset += head + length;
    }
    pending = pending.subarray(offset);
  };
}

/** Starts the relay to `databaseUrl`'s server on a free local port (no TLS: a local database). */
export async function startStatementCounter(databaseUrl: string): Promise<StatementCounter> {
  const target = new URL(databaseUrl);
  const cost: DatabaseCost = { statements: 0, transactions: 0, commits: 0 };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    // Since the connection was last idle: statements run, whether one wrote, whether one failed.
    let ran = 0;
    let wrote = false;
    let failed = false;
    const fromClient = messageReader(true, (type) => {
      if (type === 'Q' || type === 'E') {
        cost.statements += 1;
        ran += 1;
      }
    });
    const fromServer = messageReader(false, (type, body) => {
      if (type === 'C' && /^(INSERT|UPDATE|DELETE)/.test(body.toString('latin1'))) wrote = true;
      else if (type === 'C' && body.toString('latin1').startsWith('ROLLBACK')) failed = true;
      else if (type === 'E') failed = true;
      else if (type === 'Z' && String.fromCharCode(body[0]) === 'I') {
        if (ran > 0) {
          cost.transactions += 1;
          if (wrote && !failed) cost.commits += 1;
        }
        ran = 0;
        wrote = false;
        failed = false;
      }
    });
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      fromClient(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      client.write(chunk);
      fromServer(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    cost: () => ({ ...cost }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
