/**
 * A store's domains (Settings): the api's contract and the host name rules both sides check.
 */
import { z } from 'zod';
import { text } from './common';

/** Domains one store may have. */
export const STORE_DOMAINS_MAX = 20;
/** How long verification waits for a DNS answer. */
export const DOMAIN_LOOKUP_TIMEOUT_MS = 3_000;

/** Where an owner proves a name: a TXT record under this label of the domain. */
export const DOMAIN_TXT_LABEL = '_sitka-verify';
/** What that TXT record holds before the store's token. */
export const DOMAIN_TXT_PREFIX = 'sitka-verify=';

/** The TXT record that proves `domain` belongs to the store whose token is `token`. */
export function domainTxtRecord(domain: string, token: string): { name: string; value: string } {
  return { name: `${DOMAIN_TXT_LABEL}.${domain}`, value: `${DOMAIN_TXT_PREFIX}${token}` };
}

export const DOMAIN_MESSAGES = {
  required: 'Enter a domain name',
  tooLong: 'A domain name is at most 253 characters',
  notHostName: 'Enter a domain name such as shop.example.com, without http:// or a path',
  labelTooLong: 'Each part of a domain name is at most 63 characters',
  noAddresses: 'Enter a domain name, not an IP address',
  needsDot: 'Enter a full domain name such as shop.example.com',
  taken: (domain: string) => `${domain} already serves another store.`,
  alreadyYours: (domain: string) => `${domain} is already one of this store’s domains.`,
  platform: (domain: string) => `${domain} is one of the platform’s own names and cannot serve a store.`,
  localOnly: (domain: string) => `${domain} is a name of a development machine; enter a domain you own.`,
  tooMany: `A store can have at most ${STORE_DOMAINS_MAX} domains.`,
  notFound: (domain: string) => `${domain} is not one of this store’s domains.`,
  primary: (domain: string) => `${domain} is the store’s primary domain and cannot be removed.`,
  lastVerified: (domain: string) =>
    `${domain} is the only verified domain of this store. Verify another before removing it.`,
  addFailed: 'Failed to add the domain. Please try again.',
  removeFailed: 'Failed to remove the domain. Please try again.',
  verifyFailed: 'Failed to verify the domain. Please try again.',
  fetchFailed: 'Failed to fetch the store’s domains.',
  verified: (domain: string) => `${domain} is verified and serves this store.`,
  noTxt: (recordName: string) => `No TXT record found at ${recordName}.`,
  wrongTxt: (recordName: string) => `The TXT record at ${recordName} does not hold this store’s value.`,
  notPointing: (domain: string) => `${domain} does not point at this platform.`,
  notServed: 'Not verified: not served yet',
  instructions: (addresses: readonly string[]) =>
    `To verify it, add this TXT record at the domain’s DNS provider and point its A or AAAA records at ${addresses.join(' or ')}, then press Verify.`,
  removeTitle: (domain: string) => `Remove ${domain}?`,
  removeWarning: (domain: string) =>
    `The store stops answering at ${domain} at once. Adding it back needs it verified again.`,
} as const;

const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const IPV6 = /^\[?[0-9a-f:.]*:[0-9a-f:.]*\]?$/;

/**
 * A host name as a store's domain: lower case, no trailing dot, no scheme, port or path; labels of
 * letters, digits and inner hyphens up to 63 characters; at least two labels; not an address.
 */
export const hostnameRule = text({ error: DOMAIN_MESSAGES.required })
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/\.$/, ''))
  .superRefine((value, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (!value) return issue(DOMAIN_MESSAGES.required);
    if (value.length > 253) return issue(DOMAIN_MESSAGES.tooLong);
    if (/[/?#@]/.test(value)) return issue(DOMAIN_MESSAGES.notHostName);
    if (IPV4.test(value) || IPV6.test(value)) return issue(DOMAIN_MESSAGES.noAddresses);
    const labels = value.split('.');
    if (labels.some((label) => label.length > 63)) return issue(DOMAIN_MESSAGES.labelTooLong);
    if (!labels.every((label) => LABEL.test(label))) return issue(DOMAIN_MESSAGES.notHostName);
    if (labels.length < 2) return issue(DOMAIN_MESSAGES.needsDot);
    if (/^\d+$/.test(labels[labels.length - 1])) return issue(DOMAIN_MESSAGES.noAddresses);
  });

export const addDomainBodySchema = z.object({ domain: hostnameRule });
export type AddDomainBody = z.infer<typeof addDomainBodySchema>;

/**
 * A domain in the path: any host the store may list (an older record may be an address or bare
 * localhost), so an unknown one is a 404 rather than a rule the name breaks.
 */
export const domainParamsSchema = z.object({
  domain: text({ error: DOMAIN_MESSAGES.required })
    .trim()
    .toLowerCase()
    .min(1, { error: DOMAIN_MESSAGES.required })
    .max(253, { error: DOMAIN_MESSAGES.tooLong })
    .regex(/^[a-z0-9.:[\]-]+$/, { error: DOMAIN_MESSAGES.notHostName }),
});

export const storeDomainSchema = z.object({
  domain: z.string(),
  primary: z.boolean(),
  /** When it was proved to belong to the store; null when never (and then it is not served). */
  verifiedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The TXT record that proves the name is the store's. */
  txtRecord: z.object({ name: z.string(), value: z.string() }),
});
export type StoreDomain = z.infer<typeof storeDomainSchema>;

export const storeDomainListSchema = z.object({
  domains: z.array(storeDomainSchema),
  /** The addresses a domain must point at (its A / AAAA records). */
  expectedAddresses: z.array(z.string()),
});
export type StoreDomainList = z.infer<typeof storeDomainListSchema>;

export const domainVerificationSchema = z.object({
  domain: storeDomainSchema,
  verified: z.boolean(),
  /** What to fix, one sentence each; empty when verified. */
  problems: z.array(z.string()),
  expectedAddresses: z.array(z.string()),
  message: z.string(),
});
export type DomainVerification = z.infer<typeof domainVerificationSchema>;
