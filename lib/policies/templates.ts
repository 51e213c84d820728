/**
 * The draft each policy page starts from, filled in with the store's own details. The storefront
 * shows it until the owner saves the page, and the back-office editor opens on it.
 */
import { CONSENT_TEXT } from '../constants/consent';
import { DEFAULT_RETURN_DAYS, type PolicyKind } from '../constants/policies';

/** What the templates say about the store, gathered from its settings (server/src/services/stores/policies.ts). */
export type PolicyFacts = {
  storeName: string;
  email: string | null;
  phone: string | null;
  /** The business address on one line, or null when the store has none. */
  address: string | null;
  /** What checkout offers, in words (lib/shipping.ts offeredShippingSummary). */
  shipping: string;
  /** Where local pickup happens, when the store offers it and named the place. */
  pickupAddress: string | null;
  /** The return window in days from delivery (the store's consumer settings). */
  returnDays: number;
  /** The seller's legal name and company registration, when the owner gave them. */
  legalName: string | null;
  companyRegistration: string | null;
  /** Tax registrations that carry a number: the place and the number. */
  registrations: { place: string; number: string }[];
};

export const EMPTY_FACTS: PolicyFacts = {
  storeName: 'This store',
  email: null,
  phone: null,
  address: null,
  shipping: 'national shipping',
  pickupAddress: null,
  returnDays: DEFAULT_RETURN_DAYS,
  legalName: null,
  companyRegistration: null,
  registrations: [],
};

const contactLine = ({ email, phone }: PolicyFacts) =>
  [email && `email [${email}](mailto:${email})`, phone && `call ${phone}`].filter(Boolean).join(' or ') ||
  'use the contact details on this site';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const TEMPLATES: Record<PolicyKind, (facts: PolicyFacts) => string> = {
  terms: (f) =>
    [
      `These terms apply to every order placed with ${f.storeName}.`,
      '## Orders',
      'Placing an order is an offer to buy. We confirm it by email once the payment goes through; the contract is made then.',
      '## Prices and payment',
      'Prices are shown in US dollars. Shipping, the service fee and any tax are shown at checkout before you pay.',
      '## Delivery',
      `We offer ${f.shipping}. See our [Shipping](/policies/shipping) page for times and costs.`,
      '## Returns',
      `You may return an item within ${f.returnDays} days of delivery. See [Returns and refunds](/policies/returns).`,
      '## Contact',
      `Questions about an order? ${capitalized(contactLine(f))}.`,
    ].join('\n\n'),
  returns: (f) =>
    [
      `You may return an item bought from ${f.storeName} within **${f.returnDays} days** of receiving it, for a refund of its price.`,
      '## How to return',
      `- ${capitalized(contactLine(f))} with your order number.`,
      '- Send the item back unused, in its original packaging.',
      '- We refund the item to your original payment method within 14 days of receiving it back.',
      '## Withdrawing from the contract (EU)',
      `If your order is delivered in the EU, you may also withdraw from the contract within ${f.returnDays} days of receiving it, without giving a reason: use **Withdraw from contract** through the link in your order confirmation. We confirm by email at once.`,
      '## What cannot be returned',
      'Items made to order or personalised for you, unless they arrive damaged or faulty.',
      '## Damaged or faulty items',
      'Tell us within a few days of delivery, with a photo, and we will replace or refund the item, shipping included.',
    ].join('\n\n'),
  privacy: (f) =>
    [
      `${f.storeName} collects only what it needs to sell to you and deliver your order. This store runs on Sitka, which keeps the data below for us.`,
      '## What we keep and why',
      '- **Your account and profile:** your name, email, phone and delivery address, when you open an account, to sign you in and fill in checkout for you. Kept until you close the account.',
      '- **Your orders and invoices:** what you bought, the price, tax and delivery address, and the payment (card details are handled by our payment provider, never stored by us), to deliver the order and answer for it. Invoices are kept for as long as tax and accounting law requires us to keep our books (up to ten years in some countries), even after an account is closed.',
      '- **The newsletter:** your email, only if you sign up and confirm by the link we mail you, with the time and wording of your consent. Every newsletter has a link to unsubscribe.',
      '- **Analytics:** the pages and products viewed, with a random visit id kept in your browser, to improve the store. Only with your consent where we ask for it: nothing is kept or counted before you accept, and if you reject, nothing is kept at all.',
      '## Cookies and browser storage',
      `- **The consent cookie** keeps your answer to the cookie banner (about six months), so we do not ask again. It holds no id. Change your answer at any time with **${CONSENT_TEXT.footerLink}** at the foot of every page.`,
      '- **The sign-in cookie** keeps you signed in, until you sign out or the sign-in lapses. Your basket and a checkout in progress are kept in your browser for the same reason: so the store works.',
      '## Who sees it',
      'Our payment provider and the carriers who deliver your order, each only what they need. We never sell your data.',
      '## Your rights',
      '- **Download your data** or **close your account** on [your account page](/customer/account). Closing removes your personal details; the invoices the law makes us keep stay, without them.',
      `- You may also ask to see, correct or delete your data: ${contactLine(f)}.`,
    ].join('\n\n'),
  shipping: (f) =>
    [
      `${f.storeName} offers ${f.shipping}.`,
      ...(f.pickupAddress ? [`Local pickup is at ${f.pickupAddress}.`] : []),
      '## Processing time',
      'Orders are packed and sent within 3 business days of payment. Items made to order take longer; their page says how long.',
      '## Costs',
      'The shipping cost of your order is shown at checkout before you pay.',
      '## Tracking',
      'Once your order is sent, we email you its tracking number.',
    ].join('\n\n'),
  legal: (f) =>
    [
      `**Seller:** ${f.legalName ?? f.storeName}`,
      ...(f.legalName && f.legalName !== f.storeName ? [`**Trading as:** ${f.storeName}`] : []),
      ...(f.companyRegistration ? [`**Company registration:** ${f.companyRegistration}`] : []),
      ...(f.address ? [`**Address:** ${f.address}`] : []),
      ...(f.email ? [`**Email:** [${f.email}](mailto:${f.email})`] : []),
      ...(f.phone ? [`**Phone:** ${f.phone}`] : []),
      ...f.registrations.map(({ place, number }) => `**Tax registration (${place}):** ${number}`),
    ].join('\n\n'),
};

/** The page's draft text for this store. */
export function policyTemplate(kind: PolicyKind, facts: PolicyFacts): string {
  return TEMPLATES[kind](facts);
}
