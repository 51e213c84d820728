/**
 * Outgoing email, one message at a time: with `SMTP_URL` through nodemailer, otherwise its text
 * (with any link) is printed to the console so a developer can follow it. Messages reach this only
 * from the outbox (`../services/mail.ts`), which retries what fails here.
 */
import nodemailer, { type Transporter } from 'nodemailer';

export type EmailMessage = {
  tenantId: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. a marketing mail's List-Unsubscribe pair. */
  headers?: Record<string, string>;
  /** The outbox row's id: the message's Message-ID, so a copy sent again after a crash has the same. */
  id?: string;
};

/** A Message-ID made from the outbox row, at the sender's domain: the same however often it is sent. */
export function messageIdOf(outboxId: string, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'sitka.local';
  return `<${outboxId}@${domain}>`;
}
export type MailTransport = {
  /** 'sent' once the mail server took it, 'logged' when there is none; throws what the server said. */
  deliver(message: EmailMessage): Promise<'sent' | 'logged'>;
  close(): void;
};

/** Short enough that a send ends well inside its outbox claim (services/outbox.ts). */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** The URL with our timeouts, unless it sets its own (nodemailer reads options from the query). */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS))
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  return url.toString();
}

export function createMailTransport(options: {
  smtpUrl?: string;
  from: string;
  echo: boolean;
}): MailTransport {
  const transport: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport(withTimeouts(options.smtpUrl))
    : null;
  return {
    async deliver(message) {
      if (!transport) {
        if (options.echo)
          console.log(`\n[email] To: ${message.to}\n[email] Subject: ${message.subject}\n${message.text}\n`);
        return 'logged';
      }
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.id ? { messageId: messageIdOf(message.id, options.from) } : {}),
      });
      return 'sent';
    },
    close: () => transport?.close(),
  };
}
