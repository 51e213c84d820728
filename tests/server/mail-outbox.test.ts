/**
 * The email outbox: a mail commits with the change it tells of and is sent after the commit, once,
 * by whichever instance claims it. A mail server that fails is tried again later, with growing
 * waits. Instances that meet over one mail (a sender dying mid-send while another sweeps, two
 * sweeping at once) are in mail-outbox-instances.test.ts.
 */
import { eq } from 'drizzle-orm';
import { emailOutbox } from '@/server/src/db/schema';
import { MAIL_MAX_ATTEMPTS } from '@/server/src/services/mail';
import { CLAIM_LEASE_MS } from '@/server/src/services/outbox';
import { startSmtpCapture, type CapturedMail } from '../support/smtp-capture';
import { buildPeerApp, buildTestApp, demo, type TestApp } from './support/build-app';
import { later, message, SECOND, silentMailServer } from './support/mail-fixtures';
import { placePaidOrder } from './support/notion-store';
import { startSmtpMailbox } from './support/smtp';

const REFUSED_SMTP = 'smtp://127.0.0.1:9';

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

const rowsTo = (to: string) => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
const queued = (app: TestApp['app'], to: string) =>
  app.db.transaction((tx) => app.mailer.queue(tx, message(to)));

describe('a mail and the change it tells of', () => {
  it('commit together: a rolled back change leaves no mail to send', async () => {
    await expect(
      t.app.db.transaction(async (tx) => {
        await t.app.mailer.queue(tx, message('rolled-back@example.test'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await t.app.mailer.sweep(later(86_400 * SECOND));
    expect(await rowsTo('rolled-back@example.test')).toEqual([]);
    expect(smtp.mailsTo('rolled-back@example.test')).toEqual([]);
  });

  it('without SMTP_URL is only logged, as sent once, with the moment it was', async () => {
    const console = await buildPeerApp(t, { SMTP_URL: '' });
    try {
      const id = await queued(console.app, 'printed@example.test');
      await console.app.mailer.nudge([id]);
    } finally {
      await console.close();
    }
    const [row] = await rowsTo('printed@example.test');
    expect(row).toMatchObject({ status: 'logged', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(smtp.mailsTo('printed@example.test')).toEqual([]);
  });
});

describe('an order placed while the mail server is down', () => {
  it('is mailed once, by another instance, when its wait is over', async () => {
    const down = await buildPeerApp(t, { SMTP_URL: REFUSED_SMTP });
    const before = Date.now();
    let order: { orderId: string };
    try {
      order = await placePaidOrder({ ...t, app: down.app }, demo, 'crash-buyer@example.test');
    } finally {
      await down.close();
    }
    // The order committed with its mail; the failed attempt is recorded and waits 30 s.
    const [pending] = await rowsTo('crash-buyer@example.test');
    expect(pending).toMatchObject({
      status: 'pending',
      attempts: 1,
      subject: `Your order ${order.orderId} is confirmed`,
    });
    expect(pending.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(pending.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 30 * SECOND);
    expect(pending.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 30 * SECOND);

    await t.app.mailer.sweep();
    expect(smtp.mailsTo('crash-buyer@example.test')).toHaveLength(0);
    await t.app.mailer.sweep(later(31 * SECOND));
    await t.app.mailer.sweep(later(86_400 * SECOND));
    expect(
      smtp.mailsAbout('crash-buyer@example.test', `Your order ${order.orderId} is confirmed`),
    ).toHaveLength(1);
    expect(smtp.mailsAbout('owner@demo.test', `New order ${order.orderId}`)).toHaveLength(1);
    const [sent] = await rowsTo('crash-buyer@example.test');
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });
});

describe("a new order's mails", () => {
  it('are written claimed by their order call; one that dies before sending leaves them to the sweep after the claim', async () => {
    const dying = await buildPeerApp(t, { SMTP_URL: smtp.url });
    let order: { orderId: string };
    const before = Date.now();
    try {
      // The order commits, and the process is gone before it sends a thing.
      dying.app.mailer.sendClaimed = async () => undefined;
      order = await placePaidOrder({ ...t, app: dying.app }, demo, 'gone-after-commit@example.test');
    } finally {
      await dying.close();
    }
    const [written] = await rowsTo('gone-after-commit@example.test');
    expect(written).toMatchObject({ status: 'pending', attempts: 0 });
    expect(written.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + CLAIM_LEASE_MS);

    await t.app.mailer.sweep(later(60 * SECOND));
    expect(smtp.mailsTo('gone-after-commit@example.test')).toHaveLength(0);
    await t.app.mailer.sweep(later(CLAIM_LEASE_MS + SECOND));
    await t.app.mailer.sweep(later(86_400 * SECOND));
    expect(
      smtp.mailsAbout('gone-after-commit@example.test', `Your order ${order.orderId} is confirmed`),
    ).toHaveLength(1);
    expect(smtp.mailsAbout('owner@demo.test', `New order ${order.orderId}`)).toHaveLength(1);
  });

  it('are sent by the order call itself once it commits, each marked sent', async () => {
    const order = await placePaidOrder(t, demo, 'sent-at-once@example.test');
    await t.app.mailer.settled();
    expect(
      smtp.mailsAbout('sent-at-once@example.test', `Your order ${order.orderId} is confirmed`),
    ).toHaveLength(1);
    const [row] = await rowsTo('sent-at-once@example.test');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });
});

describe('a mail server that takes the connection and never answers', () => {
  it('holds up no order call: the order is answered while its mails wait, and they go later', async () => {
    const silent = await silentMailServer();
    const stuck = await buildPeerApp(t, { SMTP_URL: `smtp://127.0.0.1:${silent.port}?greetingTimeout=5000` });
    try {
      const order = await placePaidOrder({ ...t, app: stuck.app }, demo, 'never-answered@example.test');
      // Answered with the mail still in the server's hands: not sent, not yet failed.
      const [waiting] = await rowsTo('never-answered@example.test');
      expect(waiting).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
      // Its mails are at the server, which holds them.
      for (let tries = 0; silent.connections() === 0; tries++) {
        if (tries > 250) throw new Error('the mail server was never called');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect((await rowsTo('never-answered@example.test'))[0]).toMatchObject({ attempts: 0 });

      // The server gives up on the connection: the send fails, and is tried again later.
      silent.hangUp();
      await stuck.app.mailer.settled();
      expect((await rowsTo('never-answered@example.test'))[0]).toMatchObject({
        status: 'pending',
        attempts: 1,
      });
      await t.app.mailer.sweep(later(31 * SECOND));
      expect(
        smtp.mailsAbout('never-answered@example.test', `Your order ${order.orderId} is confirmed`),
      ).toHaveLength(1);
    } finally {
      await stuck.close();
      await silent.close();
    }
  });
});

describe('a mail sent again after a crash', () => {
  it('carries the same Message-ID, made from its outbox row', async () => {
    const id = await queued(t.app, 'twice-sent@example.test');
    await t.app.mailer.nudge([id]);
    await t.app.mailer.settled();
    // The server took it, then the sender died before marking it: the claim runs out, the sweep sends it again.
    await t.database.db
      .update(emailOutbox)
      .set({ status: 'pending', sentAt: null, nextAttemptAt: new Date(Date.now() - SECOND) })
      .where(eq(emailOutbox.id, id));
    await t.app.mailer.sweep();
    const copies = smtp.mailsTo('twice-sent@example.test');
    expect(copies).toHaveLength(2);
    const messageIds = copies.map((copy) => /^Message-ID: (.+)$/im.exec(copy.raw)?.[1].trim());
    expect(messageIds[0]).toBe(`<${id}@sitka.test>`);
    expect(messageIds[1]).toBe(messageIds[0]);
  });
});

describe('a mail server that refuses for a while', () => {
  it('is tried again after 30 s, then 1 min, and the mail is sent once it takes it', async () => {
    let refusals = 2;
    const received: CapturedMail[] = [];
    const flaky = await startSmtpCapture((mail) => received.push(mail), { refuse: () => refusals-- > 0 });
    const peer = await buildPeerApp(t, { SMTP_URL: flaky.url });
    try {
      const start = Date.now();
      await peer.app.mailer.nudge([await queued(peer.app, 'patient@example.test')]);
      await peer.app.mailer.settled();
      let [row] = await rowsTo('patient@example.test');
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.lastError).toMatch(/451|busy/i);
      expect(row.nextAttemptAt.getTime() - start).toBeGreaterThanOrEqual(30 * SECOND);
      expect(row.nextAttemptAt.getTime() - start).toBeLessThan(35 * SECOND);

      const second = new Date(row.nextAttemptAt.getTime());
      await peer.app.mailer.sweep(second);
      [row] = await rowsTo('patient@example.test');
      expect(row).toMatchObject({ status: 'pending', attempts: 2 });
      expect(row.nextAttemptAt.getTime() - second.getTime()).toBe(60 * SECOND);

      await peer.app.mailer.sweep(new Date(second.getTime() + 59 * SECOND));
      expect((await rowsTo('patient@example.test'))[0].attempts).toBe(2);
      await peer.app.mailer.sweep(new Date(second.getTime() + 60 * SECOND));
      [row] = await rowsTo('patient@example.test');
      expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
      expect(received.map((mail) => mail.to)).toEqual([['patient@example.test']]);
    } finally {
      await peer.close();
      await flaky.close();
    }
  });

  it(`keeps a mail as failed after ${MAIL_MAX_ATTEMPTS} attempts, with the last error`, async () => {
    const down = await buildPeerApp(t, { SMTP_URL: REFUSED_SMTP });
    try {
      await down.app.mailer.nudge([await queued(down.app, 'unreachable@example.test')]);
      await down.app.mailer.settled();
      for (let hour = 1; hour < MAIL_MAX_ATTEMPTS + 3; hour++)
        await down.app.mailer.sweep(later(hour * 3_600 * SECOND));
    } finally {
      await down.close();
    }
    const [row] = await rowsTo('unreachable@example.test');
    expect(row).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS, sentAt: null });
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});
