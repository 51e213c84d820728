/**
 * Back in stock: every five minutes, on one instance, customers waiting on a sold-out favourite
 * that can be bought again are emailed once (services/customers/back-in-stock.ts).
 */
import { BACK_IN_STOCK_LOCK } from '../repositories/locks';
import { sendBackInStockMails } from '../services/customers/back-in-stock';
import type { Job } from './runner';

export const backInStockJob: Job = {
  name: 'back-in-stock',
  pattern: '*/5 * * * *',
  timezone: 'UTC',
  lock: BACK_IN_STOCK_LOCK,
  catchUp: false,
  run: async (app) => ({ detail: await sendBackInStockMails(app) }),
  idle: (detail) => !detail.told,
};
