/** The api's outgoing mail, captured over real SMTP, for reading in tests. */
import { startSmtpCapture, unfoldQuotedPrintable, type CapturedMail } from '../../support/smtp-capture';

export async function startSmtpMailbox() {
  const messages: CapturedMail[] = [];
  const capture = await startSmtpCapture((mail) => messages.push(mail));
  return {
    url: capture.url,
    messages,
    /** The verification token from the newest message to `email`. */
    verificationToken(email: string): string {
      const mail = [...messages].reverse().find((message) => message.to.includes(email));
      if (!mail) throw new Error(`no mail to ${email}`);
      const match = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(unfoldQuotedPrintable(mail.raw));
      if (!match) throw new Error('no verification link in the mail');
      return match[1];
    },
    close: capture.close,
  };
}
