/**
 * A real SMTP server on a free local port that hands every message it receives to `onMessage`;
 * while `refuse()` says so, it answers a message with a temporary failure (451) instead.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = { to: string[]; raw: string };

export async function startSmtpCapture(
  onMessage: (mail: CapturedMail) => void,
  options: { refuse?: () => boolean } = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.refuse?.())
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        onMessage({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The text of a raw message with quoted-printable soft breaks and `=` escapes undone. */
export const unfoldQuotedPrintable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
