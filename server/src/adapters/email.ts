/**
 * Outgoing email. Every message is first written to the outbox table; with `SMTP_URL` it is then
 * sent through nodemailer, otherwise its text (with any link) is printed to the console so a
 * developer can follow it.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import {
  insertLoggedMail,
  insertPendingMail,
  markMailFailed,
  markMailSent,
} from '../repositories/mail-outbox';

export type EmailMessage = { tenantId: string; to: string; subject: string; text: string; html?: string };
export type Mailer = { send(message: EmailMessage): Promise<void>; close(): void };

export function createMailer(options: {
  db: Database;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  echo: boolean;
}): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      const values = {
        tenantId: message.tenantId,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      };
      if (!transport) {
        await insertLoggedMail(options.db, values);
        if (options.echo)
          console.log(`\n[email] To: ${message.to}\n[email] Subject: ${message.subject}\n${message.text}\n`);
        return;
      }
      const id = await insertPendingMail(options.db, values);
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        await markMailSent(options.db, id);
      } catch (error) {
        options.log.error({ err: error, outboxId: id }, 'email could not be sent; it stays in the outbox');
        await markMailFailed(options.db, id, String((error as Error).message).slice(0, 500));
      }
    },
    close: () => transport?.close(),
  };
}
