import { eq } from 'drizzle-orm';
import { createMailer } from '@/server/src/adapters/email';
import { emailOutbox } from '@/server/src/db/schema';
import { startSmtpCapture, type CapturedMail } from '../support/smtp-capture';
import { buildTestApp, type TestApp } from './support/build-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const message = (to: string) => ({
  tenantId: 'demo',
  to,
  subject: 'Your order has shipped',
  text: 'It is on its way.',
  html: '<p>It is on its way.</p>',
});
const outboxRow = async (to: string) => {
  const rows = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
  expect(rows).toHaveLength(1);
  return rows[0];
};

describe('the email outbox', () => {
  it('keeps a message that was only printed as logged, with the moment it was printed', async () => {
    const mailer = createMailer({
      db: t.database.db,
      from: 'Sitka <mail@sitka.test>',
      log: t.app.log,
      echo: false,
    });
    await mailer.send(message('printed@example.test'));
    const row = await outboxRow('printed@example.test');
    expect(row).toMatchObject({
      tenantId: 'demo',
      subject: 'Your order has shipped',
      text: 'It is on its way.',
      status: 'logged',
      attempts: 0,
      lastError: null,
    });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('marks a message the mail server took as sent after one attempt', async () => {
    const received: CapturedMail[] = [];
    const smtp = await startSmtpCapture((mail) => received.push(mail));
    const mailer = createMailer({
      db: t.database.db,
      smtpUrl: smtp.url,
      from: 'Sitka <mail@sitka.test>',
      log: t.app.log,
      echo: false,
    });
    try {
      await mailer.send(message('sent@example.test'));
    } finally {
      mailer.close();
      await smtp.close();
    }
    expect(received.map((mail) => mail.to)).toEqual([['sent@example.test']]);
    const row = await outboxRow('sent@example.test');
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      html: '<p>It is on its way.</p>',
    });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('keeps a message the mail server refused as failed, with the error and no sent time', async () => {
    const mailer = createMailer({
      db: t.database.db,
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'Sitka <mail@sitka.test>',
      log: t.app.log,
      echo: false,
    });
    try {
      await mailer.send(message('refused@example.test'));
    } finally {
      mailer.close();
    }
    const row = await outboxRow('refused@example.test');
    expect(row).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});
