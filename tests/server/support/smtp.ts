/** The api's outgoing mail, captured over real SMTP, for reading in tests. */
import { startSmtpCapture, unfoldQuotedPrintable, type CapturedMail } from '../../support/smtp-capture';

export async function startSmtpMailbox() {
  const messages: CapturedMail[] = [];
  const capture = await startSmtpCapture((mail) => messages.push(mail));
  const mailsTo = (email: string) => messages.filter((message) => message.to.includes(email));
  /** A link's token from the newest message to `email`. */
  const tokenFrom = (email: string, pattern: RegExp, what: string): string => {
    const mail = mailsTo(email).at(-1);
    if (!mail) throw new Error(`no mail to ${email}`);
    const match = pattern.exec(unfoldQuotedPrintable(mail.raw));
    if (!match) throw new Error(`no ${what} link in the mail`);
    return match[1];
  };
  return {
    url: capture.url,
    messages,
    mailsTo,
    /** Messages to `email` whose subject starts with `subject`. */
    mailsAbout: (email: string, subject: string) =>
      mailsTo(email).filter((message) => new RegExp(`^Subject: ${subject}`, 'm').test(message.raw)),
    /** The newest message to `email`, soft line breaks undone, for reading its text. */
    lastMailTo: (email: string) => unfoldQuotedPrintable(mailsTo(email).at(-1)?.raw ?? ''),
    /** The verification token from the newest message to `email`. */
    verificationToken: (email: string) =>
      tokenFrom(email, /\/verify-email\/([A-Za-z0-9_-]+)/, 'verification'),
    /** The password reset token from the newest message to `email`. */
    resetToken: (email: string) =>
      tokenFrom(email, /[?&]tab=reset&(?:amp;)?token=([A-Za-z0-9_-]+)/, 'password reset'),
    /** Resolves once `count` messages to `email` have arrived (mail sent after the answer). */
    async waitForMail(email: string, count = 1, timeoutMs = 5_000): Promise<void> {
      const until = Date.now() + timeoutMs;
      while (mailsTo(email).length < count) {
        if (Date.now() > until)
          throw new Error(`expected ${count} mail(s) to ${email}, got ${mailsTo(email).length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    /** Resolves once a message to `email` whose subject starts with `subject` has arrived. */
    async waitForMailAbout(email: string, subject: string, timeoutMs = 5_000): Promise<void> {
      const until = Date.now() + timeoutMs;
      const about = new RegExp(`^Subject: ${subject}`, 'm');
      while (!mailsTo(email).some((message) => about.test(message.raw))) {
        if (Date.now() > until) throw new Error(`expected a mail to ${email} about ${subject}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: capture.close,
  };
}
