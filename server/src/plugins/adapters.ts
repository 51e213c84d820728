import fp from 'fastify-plugin';
import { createCaptcha, type Captcha } from '../adapters/captcha';
import { createDns, dnsServers, type Dns } from '../adapters/dns';
import { createMailTransport } from '../adapters/email';
import { DOMAIN_LOOKUP_TIMEOUT_MS } from '@/lib/schemas/admin-domains';
import { createFieldCrypto, type FieldCrypto } from '../services/platform/field-crypto';
import { createMailer, type Mailer } from '../services/mail';

/** Outside services behind adapters: email (through its outbox), reCAPTCHA, DNS and the field cipher. Tests swap them by config. */
export default fp<{ fieldKey: string }>(
  async (app, { fieldKey }) => {
    // Tests read mail from the outbox or a captured SMTP server; the console copy is for people.
    const mailer = createMailer({
      db: app.db,
      transport: createMailTransport({
        smtpUrl: app.config.SMTP_URL,
        from: app.config.MAIL_FROM,
        echo: app.config.NODE_ENV !== 'test',
      }),
      log: app.log,
    });
    app.decorate('mailer', mailer);
    app.decorate(
      'captcha',
      createCaptcha({ secret: app.config.RECAPTCHA_SECRET, verifyUrl: app.config.RECAPTCHA_VERIFY_URL }),
    );
    app.decorate(
      'dns',
      createDns({ servers: dnsServers(app.config.DNS_SERVERS), timeoutMs: DOMAIN_LOOKUP_TIMEOUT_MS }),
    );
    app.decorate(
      'fieldCrypto',
      createFieldCrypto(fieldKey, (error) =>
        app.log.error(
          { err: error },
          'a stored personal field could not be decrypted with FIELD_ENCRYPTION_KEY; it is shown empty',
        ),
      ),
    );
    // Mail nudged before the close is sent (or left to the next sweep) before the transport goes.
    app.addHook('onClose', async () => {
      await mailer.settled();
      mailer.close();
    });
  },
  { name: 'adapters', dependencies: ['db'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    captcha: Captcha;
    dns: Dns;
    fieldCrypto: FieldCrypto;
  }
}
