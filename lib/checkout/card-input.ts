/**
 * The built-in test provider's card form: formatting while typing and a light check before
 * paying. The provider itself decides whether a card is accepted.
 */

/** '4242424242424242' → '4242 4242 4242 4242'; at most 19 digits. */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1230' → '12/30'; a slash appears once the month is complete. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function formatCvc(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}

export type CardFields = { number: string; expiry: string; cvc: string };

/** The first problem of each field, in the words card forms use; empty when the card can be tried. */
export function cardProblems(card: CardFields, now = new Date()): Partial<Record<keyof CardFields, string>> {
  const problems: Partial<Record<keyof CardFields, string>> = {};
  const digits = card.number.replace(/\D/g, '');
  if (digits.length < 13) problems.number = 'Your card number is incomplete.';

  const match = /^(\d{2})\/(\d{2})$/.exec(card.expiry);
  if (!match) problems.expiry = "Your card's expiration date is incomplete.";
  else {
    const month = Number(match[1]);
    const year = 2000 + Number(match[2]);
    if (month < 1 || month > 12) problems.expiry = "Your card's expiration date is invalid.";
    // A card is good through the last day of its month.
    else if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1))
      problems.expiry = "Your card's expiration date is in the past.";
  }

  if (!/^\d{3,4}$/.test(card.cvc)) problems.cvc = "Your card's security code is incomplete.";
  return problems;
}
