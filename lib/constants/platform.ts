/**
 * Self-service sign-up on the platform's own hosts: the rules of a store's address (its slug, the
 * first label of `{slug}.{PLATFORM_DOMAIN}`) and the words both the api and the sign-up form use.
 */
import { RESERVED_TENANT_IDS } from '../tenant-id';

export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 30;
/** Lower-case letters, digits and hyphens, 3–30, neither starting nor ending with a hyphen. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,28})[a-z0-9]$/;

/**
 * Names a maker may not take for a store: the platform's own hosts and addresses people expect to
 * belong to it, and the web's own first segments (RESERVED_TENANT_IDS).
 */
export const RESERVED_STORE_SLUGS: readonly string[] = [
  'www',
  'admin',
  'api',
  'app',
  'platform',
  'mail',
  'email',
  'smtp',
  'imap',
  'ftp',
  'sitka',
  'help',
  'support',
  'status',
  'docs',
  'blog',
  'about',
  'login',
  'signin',
  'signup',
  'start',
  'account',
  'accounts',
  'billing',
  'dashboard',
  'assets',
  'static',
  'cdn',
  'media',
  'images',
  'shop',
  'store',
  'stores',
  'security',
  'abuse',
  'localhost',
  ...RESERVED_TENANT_IDS,
];

export const SIGNUP_MESSAGES = {
  slugShape: `A store address is ${SLUG_MIN_LENGTH}–${SLUG_MAX_LENGTH} lower-case letters, digits and hyphens, and does not start or end with a hyphen.`,
  slugReserved: (slug: string) => `The address ${slug} is kept for the platform itself; choose another.`,
  slugTaken: (slug: string) => `The address ${slug} is already taken; choose another.`,
  slugAvailable: (host: string) => `${host} is available.`,
  slugChecking: 'Checking the address…',
  storeNameRequired: 'Enter your store’s name.',
  storeNameTooLong: 'A store name is at most 120 characters.',
  closed: 'Sign-up is closed: new stores are opened by the platform’s operator for now.',
  checkEmailTitle: 'Check your email',
  checkEmail: (email: string) =>
    `We sent a link to ${email}. Open it to confirm your address, then sign in at your store’s address to set it up.`,
  storeAddressRequired: 'Enter your store’s address.',
  signInTitle: 'Sign in to your store',
  signInLead: 'Each store is signed in to on its own address. Which is yours?',
  unreachable: 'Sign-up cannot be reached just now. Please try again shortly.',
} as const;

/**
 * Two hyphens in the third and fourth places mark an encoded name (`xn--…` is punycode): a browser
 * would show it as other letters, so a store's address could pass for another's.
 */
const ENCODED_LABEL = /^..--/;

/** Why a slug cannot name a store, by its shape or the reserved names; null when it may. */
export function slugProblem(slug: string): 'shape' | 'reserved' | null {
  if (!SLUG_PATTERN.test(slug) || ENCODED_LABEL.test(slug)) return 'shape';
  if (RESERVED_STORE_SLUGS.includes(slug)) return 'reserved';
  return null;
}

/** The message for a slug's problem. */
export function slugMessage(slug: string, problem: 'shape' | 'reserved' | 'taken'): string {
  if (problem === 'shape') return SIGNUP_MESSAGES.slugShape;
  if (problem === 'reserved') return SIGNUP_MESSAGES.slugReserved(slug);
  return SIGNUP_MESSAGES.slugTaken(slug);
}

/** A store's own address on the platform: `{slug}.{domain}`. */
export const storeHostOf = (slug: string, domain: string) => `${slug}.${domain}`;

/** The platform's pages live under this first segment (proxy.ts rewrites the platform's hosts to it). */
export const PLATFORM_SEGMENT = 'platform';

/** The platform's pages as its visitors address them. */
export const PLATFORM_LINKS = { home: '/', start: '/start', signIn: '/sign-in' } as const;

/** Where the owner goes after signing in on a new store's address: the store's setup wizard. */
export const SETUP_WIZARD_PATH = '/admin/store/setup';

// The words of a store not open yet live apart: every store page's bar carries them.
export { OPENING_MESSAGES } from './opening';
