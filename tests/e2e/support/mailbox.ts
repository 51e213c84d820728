/**
 * The e2e mailbox: the api sends through a real SMTP server, and each message is appended to a
 * file so that tests in worker processes can read it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { E2E_RESULTS_DIR } from './ports';
import { startSmtpCapture, unfoldQuotedPrintable, type CapturedMail } from '../../support/smtp-capture';

export const MAILBOX_FILE = `${E2E_RESULTS_DIR}/e2e-mailbox.jsonl`;

export async function startMailbox() {
  fs.mkdirSync(path.dirname(MAILBOX_FILE), { recursive: true });
  fs.writeFileSync(MAILBOX_FILE, '');
  return startSmtpCapture((mail) => fs.appendFileSync(MAILBOX_FILE, JSON.stringify(mail) + '\n'));
}

/** The newest mail to an address, waiting for it to arrive. */
export async function latestMailTo(email: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lines = fs.readFileSync(MAILBOX_FILE, 'utf8').split('\n').filter(Boolean);
    const mail = lines
      .map((line) => JSON.parse(line) as CapturedMail)
      .reverse()
      .find((message) => message.to.includes(email));
    if (mail) return unfoldQuotedPrintable(mail.raw);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${email} within ${timeoutMs} ms`);
}
