/**
 * The reminder's links: the basket brought back (only pieces and sizes still in the shop, with
 * their answers while the questions still take them), the unsubscribe, and the order that came
 * back after a reminder.
 */
import type { FastifyInstance } from 'fastify';
import { BASKET_REMINDER_MESSAGES, BASKET_REMINDER_WINDOW_DAYS } from '@/lib/constants/basket-reminders';
import { YES_NO_TEXT } from '@/lib/constants/personalisation';
import { checkAnswers } from '@/lib/personalisation';
import type { RestoredBasket, RestoredLine } from '@/lib/schemas/basket-reminders';
import type {
  PersonalisationAnswers,
  PersonalisationQuestion,
  StoredAnswer,
} from '@/lib/schemas/personalisation';
import {
  findReminderByToken,
  insertSuppression,
  markReminderOpened,
  markRemindersRecovered,
  type BasketReminderRow,
} from '@server/repositories/basket-reminders';
import type { Tx } from '@server/repositories/stores';
import type { Tenant } from '@server/types';
import { getProduct } from '../catalog/products';
import { linkInvalid, reminderTokenHash } from './tokens';

type Item = BasketReminderRow['items'][number];

/** The answers as the product page sends them; null when the product's questions no longer take them. */
function answersOf(
  questions: readonly PersonalisationQuestion[],
  stored: StoredAnswer[] | undefined,
): PersonalisationAnswers | undefined | null {
  const given: PersonalisationAnswers = Object.fromEntries(
    (stored ?? []).map((answer) => {
      const question = questions.find((candidate) => candidate.id === answer.questionId);
      return [
        answer.questionId,
        question?.kind === 'yesNo' ? answer.answer === YES_NO_TEXT.yes : answer.answer,
      ];
    }),
  );
  if (!checkAnswers(questions, given).ok) return null;
  return Object.keys(given).length ? given : undefined;
}

/** A line as the shop has it now; null when its piece, its size or its answers are gone. */
async function restoredLine(app: FastifyInstance, tenant: Tenant, item: Item): Promise<RestoredLine | null> {
  const found = await getProduct(app.db, tenant, item.productId);
  if (!found || found.archived) return null;
  const sizes = found.variants ?? [];
  if (item.variantId ? !sizes.some((size) => size.id === item.variantId) : sizes.length > 0) return null;
  const personalisation = answersOf(found.personalisation ?? [], item.personalisation);
  if (personalisation === null) return null;
  // The page shows the basket, not the product: its description stays behind.
  return {
    product: { ...found, descriptionHtml: undefined },
    variantId: item.variantId ?? null,
    quantity: item.quantity,
    ...(personalisation ? { personalisation } : {}),
  };
}

/** The basket of a reminder's link, marked opened; 404 for a token no reminder has. */
export async function restoreBasket(
  app: FastifyInstance,
  tenant: Tenant,
  token: string,
): Promise<RestoredBasket> {
  const reminder = await findReminderByToken(app.db, tenant.id, reminderTokenHash(token));
  if (!reminder) throw linkInvalid();
  await markReminderOpened(app.db, tenant.id, reminder.id);
  const lines: RestoredLine[] = [];
  for (const item of reminder.items) {
    const line = await restoredLine(app, tenant, item);
    if (line) lines.push(line);
  }
  return { lines, missing: reminder.items.length - lines.length };
}

/** No more reminders to the address of this link's reminder; 404 for a token no reminder has. */
export async function unsubscribeReminders(app: FastifyInstance, tenantId: string, token: string) {
  const reminder = await findReminderByToken(app.db, tenantId, reminderTokenHash(token));
  if (!reminder) throw linkInvalid();
  await insertSuppression(app.db, tenantId, reminder.email);
  return { success: true as const, message: BASKET_REMINDER_MESSAGES.unsubscribed };
}

/** In the order's transaction: the address's reminders of the last week count this order as their return. */
export async function recoverBaskets(
  tx: Tx,
  order: { tenantId: string; id: string; customerEmail: string | null },
): Promise<void> {
  if (!order.customerEmail) return;
  const since = new Date(Date.now() - BASKET_REMINDER_WINDOW_DAYS * 86_400_000);
  await markRemindersRecovered(tx, order.tenantId, order.customerEmail, order.id, since);
}
