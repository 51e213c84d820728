/** What the email outbox tests queue, and the moments they sweep at. */

export const SECOND = 1000;

/** A mail of the demo store's to `to`, as a service queues one. */
export const message = (to: string) => ({
  tenantId: 'demo',
  to,
  subject: 'Your order has shipped',
  text: 'It is on its way.',
  html: '<p>It is on its way.</p>',
});

/** The moment `ms` from now. */
export const later = (ms: number) => new Date(Date.now() + ms);
