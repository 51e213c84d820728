/**
 * The e2e mailbox: a real SMTP server (smtp-server) that the api sends through. Each message is
 * appended to a file so that tests in worker processes can read it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export const MAILBOX_FILE = 'test-results/e2e-mailbox.jsonl';

export async function startMailbox(): Promise<{ url: string; close: () => Promise<void> }> {
  fs.mkdirSync(path.dirname(MAILBOX_FILE), { recursive: true });
  fs.writeFileSync(MAILBOX_FILE, '');
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        fs.appendFileSync(MAILBOX_FILE, JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }) + '\n');
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The newest mail to an address, waiting for it to arrive. */
export async function latestMailTo(email: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lines = fs.readFileSync(MAILBOX_FILE, 'utf8').split('\n').filter(Boolean);
    const mail = lines.map((line) => JSON.parse(line) as { to: string[]; raw: string }).reverse().find((message) => message.to.includes(email));
    if (mail) return mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${email} within ${timeoutMs} ms`);
}
