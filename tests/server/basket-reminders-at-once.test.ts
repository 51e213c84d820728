/**
 * A basket left behind is reminded once, after the owner's delay and never before, even when the
 * reminder job runs twice at once: the check of basket reminders whose outcome depends on the
 * database server (PGlite takes one transaction at a time, PostgreSQL many at once).
 */
import { jobsOf } from '@/server/src/jobs';
import type { TestApp } from './support/build-app';
import {
  DELAY_HOURS,
  leaveBasketOf,
  openReminderShop,
  runRemindersAt,
  SUBJECT,
  type ReminderShop,
} from './support/basket-reminder-fixtures';
import type { ApiProduct } from './support/shop';

let t: TestApp;
let smtp: ReminderShop['smtp'];
let piece: ApiProduct;

beforeAll(async () => {
  ({ t, smtp, piece } = await openReminderShop());
}, 120_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const runAt = (hours: number) => runRemindersAt(t, hours);
const remindersTo = (email: string) => smtp.mailsAbout(email, SUBJECT);
/** A checkout that gave `email` and stopped before paying; its payment id. */
const leaveBasket = (email: string) => leaveBasketOf(t, piece, email);

describe('the reminder', () => {
  it('goes once, after the delay and not before, even when the job runs twice at once', async () => {
    expect(jobsOf(t.app).find((job) => job.name === 'basket-reminders')?.pattern).toBe('*/5 * * * *');
    const email = 'left-once@example.test';
    await leaveBasket(email);
    await runAt(DELAY_HOURS - 1);
    expect(remindersTo(email)).toHaveLength(0);

    await Promise.all([runAt(DELAY_HOURS + 1), runAt(DELAY_HOURS + 1)]);
    await runAt(DELAY_HOURS + 2);
    await smtp.waitForMailAbout(email, SUBJECT);
    expect(remindersTo(email)).toHaveLength(1);
    // Quoted-printable: "×" travels as =C3=97 (a token's own characters are left as they are).
    const text = smtp.lastMailTo(email).replaceAll('=C3=97', '×');
    expect(text).toContain(`2 × ${piece.name}`);
    expect(text).toContain('not held for you');
    expect(text).toMatch(/\/basket\/unsubscribe\?token=[A-Za-z0-9_-]{40,}/);
  });
});
