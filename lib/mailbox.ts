/**
 * One mailbox however its address is written: lower-case, without a `+tag`, and for Gmail
 * (gmail.com, googlemail.com, which ignore dots and deliver both to one inbox) without dots in the
 * local part and under gmail.com. What counts a once-per-customer discount code's uses.
 */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function canonicalMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
