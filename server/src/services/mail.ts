/**
 * The email outbox. A service writes each message in the transaction of the change it tells of
 * (`queue`), so a commit without its mail cannot happen, and nudges the sender after the commit so
 * it goes out at once; a sweep every minute (jobs/index.ts) sends whatever that missed: a
 * crash, a restart, a mail server that failed. Each send claims its rows first, so instances never
 * send one row together; a new order's mails are written already claimed by the call that writes
 * them (`claimedRows`), which sends them together after the commit (`sendClaimed`, without waiting
 * for the mail server: the shopper is answered as soon as the order is committed), and reach the
 * sweep only when that claim runs out. A failure waits (30 s, doubling up to an hour) and after
 * MAIL_MAX_ATTEMPTS the message is kept as failed with its error. A message is marked sent as soon
 * as the mail server took it (a change's own few, together, as soon as all had their answer); only
 * a crash between that answer and the mark can send it again, and then with the same Message-ID
 * (the row's: `../adapters/email.ts`), so a mailbox can tell the copy.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { EmailMessage, MailTransport } from '../adapters/email';
import type { Database } from '../db/client';
import {
  claimDueMail,
  claimedMailRows,
  insertMails,
  markMailAttemptFailed,
  markMailsDelivered,
  type MailRecord,
} from '../repositories/mail-outbox';
import type { Tx } from '../repositories/stores';
import { CLAIM_LEASE_MS, createInFlight, retryDelayMs } from './outbox';

/** Ten attempts span about three hours of waits; then a person has to look at the error. */
export const MAIL_MAX_ATTEMPTS = 10;
const BATCH = 20;

export type MailSendResult = { sent: number; retrying: number; failed: number };

export type Mailer = {
  /** Writes a message to the outbox inside the caller's transaction; returns its id. */
  queue(tx: Tx, message: EmailMessage): Promise<string>;
  /** Writes several messages to the outbox in one statement inside the caller's transaction; returns their ids. */
  queueAll(tx: Tx, messages: EmailMessage[]): Promise<string[]>;
  /** After the commit: sends these messages now. Never rejects; what fails is left to the sweep. */
  nudge(ids: string[]): Promise<void>;
  /**
   * The outbox rows of messages claimed by this sender, for the caller to write in its own
   * transaction and hand to `sendClaimed` after the commit, with no claim of their own.
   */
  claimedRows(messages: EmailMessage[]): MailRecord[];
  /**
   * After the commit: starts sending messages written from `claimedRows`, all at once, and marking
   * those that went in one statement, and resolves without waiting for the mail server: the order
   * call answers the shopper as soon as the order is committed (`settled` waits for the send).
   * Never rejects, as `nudge`.
   */
  sendClaimed(rows: MailRecord[]): Promise<void>;
  /** Sends every message due at `now` (the periodic sweep). */
  sweep(now?: Date): Promise<MailSendResult>;
  /** Resolves when every nudge started so far has finished. */
  settled(): Promise<void>;
  close(): void;
};

export function createMailer(options: {
  db: Database;
  transport: MailTransport;
  log: FastifyBaseLogger;
}): Mailer {
  const { db, transport, log } = options;
  const inFlight = createInFlight();

  /** Hands one message to the transport; answers how it went, or undefined when it failed (and is put off). */
  async function deliverOne(
    row: MailRecord,
    now: Date,
    result: MailSendResult,
  ): Promise<'sent' | 'logged' | undefined> {
    const attempts = row.attempts + 1;
    try {
      return await transport.deliver({
        ...row,
        html: row.html ?? undefined,
        headers: row.headers ?? undefined,
      });
    } catch (caught) {
      const error = String((caught as Error)?.message ?? caught);
      const giveUp = attempts >= MAIL_MAX_ATTEMPTS;
      const at = giveUp ? null : new Date(now.getTime() + retryDelayMs(attempts));
      await markMailAttemptFailed(db, row, attempts, error, at);
      if (giveUp) {
        log.error({ err: caught, outboxId: row.id, attempts }, 'email could not be sent; kept as failed');
        result.failed += 1;
      } else {
        log.warn({ err: caught, outboxId: row.id, attempts, retryAt: at }, 'email will be tried again');
        result.retrying += 1;
      }
      return undefined;
    }
  }

  /**
   * Sends the few messages one change wrote at once, then marks the ones the server took (or the
   * log printed) in one statement.
   */
  async function deliverTogether(rows: MailRecord[], now: Date) {
    const result: MailSendResult = { sent: 0, retrying: 0, failed: 0 };
    const outcomes = await Promise.all(rows.map((row) => deliverOne(row, now, result)));
    for (const status of ['sent', 'logged'] as const) {
      const went = rows.filter((_, index) => outcomes[index] === status);
      if (went.length) result.sent += await markMailsDelivered(db, went, status);
    }
  }

  /** Runs a send in the background: never rejects, and `settled` waits for it. */
  const track = (sending: Promise<unknown>) =>
    inFlight.track(
      sending.then(
        () => undefined,
        (error) => log.error({ err: error }, 'email outbox could not be sent; the sweep tries again'),
      ),
    );

  async function send(ids?: string[], at?: Date): Promise<MailSendResult> {
    const result: MailSendResult = { sent: 0, retrying: 0, failed: 0 };
    for (;;) {
      const now = at ?? new Date();
      const leaseUntil = new Date(now.getTime() + CLAIM_LEASE_MS);
      const rows = await claimDueMail(db, { now, leaseUntil, limit: BATCH, ids });
      for (const row of rows) {
        const outcome = await deliverOne(row, now, result);
        // Marked as soon as it went: a crash or a slow server later in the claim never sends it twice.
        if (outcome) result.sent += await markMailsDelivered(db, [row], outcome);
      }
      // A claim short of a batch took every message then due: asking again would find none.
      if (rows.length < BATCH) return result;
    }
  }

  return {
    queue: async (tx, message) => (await insertMails(tx, [message]))[0],
    queueAll: insertMails,
    nudge: (ids) => track(send(ids)),
    claimedRows: (messages) => claimedMailRows(messages, new Date(Date.now() + CLAIM_LEASE_MS)),
    sendClaimed: async (rows) => {
      void track(deliverTogether(rows, new Date()));
    },
    sweep: (now) => send(undefined, now),
    settled: inFlight.settled,
    close: () => transport.close(),
  };
}
