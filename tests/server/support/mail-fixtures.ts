/** What the email outbox tests queue, the moments they sweep at, and a mail server that never answers. */
import net from 'node:net';

export const SECOND = 1000;

/** A mail of the demo store's to `to`, as a service queues one. */
export const message = (to: string) => ({
  tenantId: 'demo',
  to,
  subject: 'Your order has shipped',
  text: 'It is on its way.',
  html: '<p>It is on its way.</p>',
});

/** The moment `ms` from now. */
export const later = (ms: number) => new Date(Date.now() + ms);

/**
 * A mail server on a free local port that takes every connection and never answers: a sender to
 * it hangs mid-send until `hangUp()` drops its connections. `close()` hangs up and stops it.
 */
export async function silentMailServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const hangUp = () => sockets.forEach((socket) => socket.destroy());
  return {
    port: (server.address() as net.AddressInfo).port,
    /** Connections it holds now. */
    connections: () => sockets.size,
    hangUp,
    close: async () => {
      hangUp();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
