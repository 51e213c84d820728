/**
 * Two api instances meeting over the email outbox: a sender that dies mid-send keeps its claim until
 * the claim runs out, then another instance's sweep sends the mail, once, and the dying sender's
 * late answer changes nothing; two instances sweeping at once send each mail once. These are the
 * outbox checks whose outcome depends on the database server: PGlite takes one transaction at a
 * time, PostgreSQL many at once.
 */
import { and, eq, like } from 'drizzle-orm';
import { emailOutbox } from '@/server/src/db/schema';
import { CLAIM_LEASE_MS } from '@/server/src/services/outbox';
import { buildPeerApp, buildTestApp, demo, type TestApp } from './support/build-app';
import { later, message, SECOND, silentMailServer } from './support/mail-fixtures';
import { startSmtpMailbox } from './support/smtp';

let smtp: Awaited<ReturnType<typeof startSmtpMailbox>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpMailbox();
  t = await buildTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('a sender that dies while sending', () => {
  it('leaves the mail to the next sweep after its claim runs out, and it is sent once', async () => {
    // A mail server that takes the connection and never answers: the sender hangs mid-send.
    const silent = await silentMailServer();
    // Its greeting wait is cut short only because nodemailer keeps that timer after the socket dies.
    const dying = await buildPeerApp(t, { SMTP_URL: `smtp://127.0.0.1:${silent.port}?greetingTimeout=5000` });
    try {
      const forgot = await dying.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: demo,
        payload: { email: 'shopper@demo.test' },
      });
      expect(forgot.statusCode).toBe(200);
      const resetRow = async () =>
        (
          await t.database.db
            .select()
            .from(emailOutbox)
            .where(
              and(eq(emailOutbox.to, 'shopper@demo.test'), like(emailOutbox.subject, 'Reset your password%')),
            )
        )[0];
      // The dying instance committed the mail and claimed it.
      for (
        let tries = 0;
        !((await resetRow())?.nextAttemptAt.getTime() > Date.now() + 60 * SECOND);
        tries++
      ) {
        if (tries > 250) throw new Error('the mail was never claimed');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }

      await t.app.mailer.sweep(later(60 * SECOND));
      expect(smtp.mailsAbout('shopper@demo.test', 'Reset your password')).toHaveLength(0);
      await t.app.mailer.sweep(later(CLAIM_LEASE_MS + SECOND));
      expect(smtp.mailsAbout('shopper@demo.test', 'Reset your password')).toHaveLength(1);

      // The stuck sender finally fails: it no longer holds the mail, so it changes nothing.
      silent.hangUp();
      await dying.app.mailer.settled();
      expect(await resetRow()).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      await t.app.mailer.sweep(later(86_400 * SECOND));
      expect(smtp.mailsAbout('shopper@demo.test', 'Reset your password')).toHaveLength(1);
    } finally {
      await dying.close();
      await silent.close();
    }
  });
});

describe('two instances sweeping at once', () => {
  it('send each mail once', async () => {
    const peer = await buildPeerApp(t, { SMTP_URL: smtp.url });
    const addresses = Array.from({ length: 45 }, (_, index) => `crowd-${index}@example.test`);
    try {
      await t.app.db.transaction(async (tx) => {
        for (const to of addresses) await t.app.mailer.queue(tx, message(to));
      });
      const results = await Promise.all([t.app.mailer.sweep(), peer.app.mailer.sweep()]);
      expect(results[0].sent + results[1].sent).toBeGreaterThanOrEqual(addresses.length);
      await Promise.all([
        t.app.mailer.sweep(later(86_400 * SECOND)),
        peer.app.mailer.sweep(later(86_400 * SECOND)),
      ]);
    } finally {
      await peer.close();
    }
    for (const to of addresses) expect(smtp.mailsTo(to)).toHaveLength(1);
    const rows = await t.database.db.select().from(emailOutbox).where(like(emailOutbox.to, 'crowd-%'));
    expect(rows.map((row) => row.status)).toEqual(addresses.map(() => 'sent'));
  });
});
