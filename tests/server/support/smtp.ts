/** A real SMTP server on a free port that keeps every message it receives, for reading in tests. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = { to: string[]; raw: string };

export async function startSmtpCapture() {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The verification token from the newest message to `email`. */
    verificationToken(email: string): string {
      const mail = [...messages].reverse().find((message) => message.to.includes(email));
      if (!mail) throw new Error(`no mail to ${email}`);
      const unfolded = mail.raw.replace(/=\r?\n/g, '');
      const match = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(unfolded);
      if (!match) throw new Error('no verification link in the mail');
      return match[1];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
