/**
 * The back-in-stock emails: a customer who asked on a sold-out favourite is emailed once when the
 * piece (or any of its sizes) can be bought again and is on sale. The mark that it was told is
 * written in the transaction that writes the mail, and only while it is still unset, so a second
 * run, or a second instance, sends nothing more. Asking again (the favourite's choice) clears it.
 */
import type { FastifyInstance } from 'fastify';
import { productPath } from '@/lib/product-address';
import { backInStockEmail } from '@server/adapters/email-templates/back-in-stock';
import {
  findFavouritesBackInStock,
  markFavouriteNotified,
  type WaitingFavourite,
} from '@server/repositories/favourites';
import { findTenantName } from '@server/repositories/orders';
import { storeLink } from '../stores/domain-lookup';

/** How many are told a run; the rest wait for the next. */
const BATCH = 200;

/** Tells one shopper in one transaction; the mail's id, or null when another run told them first. */
async function tellOne(app: FastifyInstance, waiting: WaitingFavourite, at: Date): Promise<string | null> {
  return app.db.transaction(async (tx) => {
    if (!(await markFavouriteNotified(tx, waiting, at))) return null;
    const storeName = (await findTenantName(tx, waiting.tenantId)) ?? waiting.tenantId;
    const link = await storeLink(
      app,
      waiting.tenantId,
      productPath({ id: waiting.productId, handle: waiting.handle }),
      tx,
    );
    return app.mailer.queue(tx, {
      tenantId: waiting.tenantId,
      to: waiting.email,
      ...backInStockEmail(waiting.productName, storeName, link),
    });
  });
}

/** Emails every shopper waiting on a piece that is back; how many were told. */
export async function sendBackInStockMails(app: FastifyInstance, at = new Date()): Promise<{ told: number }> {
  const mailIds: string[] = [];
  for (const waiting of await findFavouritesBackInStock(app.db, BATCH)) {
    const id = await tellOne(app, waiting, at);
    if (id) mailIds.push(id);
  }
  if (mailIds.length) await app.mailer.nudge(mailIds);
  return { told: mailIds.length };
}
