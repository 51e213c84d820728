/**
 * The email outbox's sweep: every half minute each instance sends the mail that is due (what a
 * nudge after a commit missed: a crash, a restart, a mail server that failed). Instances claim rows
 * before sending them (services/mail.ts), so running on all of them sends each message once.
 */
import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';

const SWEEP_CRON = '*/30 * * * * *';

/** Starts the sweep; returns a function that stops it. */
export function startMailJobs(app: FastifyInstance): () => void {
  const sweep = new Cron(SWEEP_CRON, { protect: true }, async () => {
    const result = await app.mailer
      .sweep()
      .catch((error) => app.log.error({ err: error }, 'email outbox sweep failed'));
    if (result && (result.sent || result.failed)) app.log.info(result, 'email outbox swept');
  });
  return () => sweep.stop();
}
