/**
 * The owner's notices on the clock: every minute, the sweeps that tell of low stock and late orders
 * and the single mails still waiting (services/owner-notices); each morning at DIGEST_HOUR store
 * time, the daily digest of the stores that want one (a start after a missed morning sends it).
 */
import { DIGEST_HOUR } from '@/lib/constants/owner-notices';
import { STORE_TIME_ZONE } from '@/lib/constants/analytics';
import { OWNER_DIGEST_LOCK, OWNER_NOTICES_LOCK } from '../repositories/locks';
import { sendWaitingNotices } from '../services/owner-notices/send';
import { sweepOwnerNotices } from '../services/owner-notices/sweeps';
import type { Job } from './runner';

export const ownerNoticesJob: Job = {
  name: 'owner-notices',
  pattern: '* * * * *',
  timezone: 'UTC',
  lock: OWNER_NOTICES_LOCK,
  catchUp: false,
  run: async (app, firedAt) => {
    const swept = await sweepOwnerNotices(app, firedAt);
    const sent = await sendWaitingNotices(app, false);
    return { detail: { told: swept.mails, sent: sent.notices } };
  },
  idle: (detail) => !detail.told && !detail.sent,
};

export const ownerDigestJob: Job = {
  name: 'owner-digest',
  pattern: `0 ${DIGEST_HOUR} * * *`,
  timezone: STORE_TIME_ZONE,
  lock: OWNER_DIGEST_LOCK,
  catchUp: true,
  run: async (app) => ({ detail: await sendWaitingNotices(app, true) }),
  idle: (detail) => !detail.notices,
};
