/**
 * A store's domains (Settings): the api's contract and the host name rules both sides check.
 */
import { z } from 'zod';
import { text } from './common';

/** Domains one store may have. */
export const STORE_DOMAINS_MAX = 20;
/** How long verification waits for a DNS answer. */
export const DOMAIN_LOOKUP_TIMEOUT_MS = 3_000;

export const DOMAIN_MESSAGES = {
  required: 'Enter a domain name',
  tooLong: 'A domain name is at most 253 characters',
  notHostName: 'Enter a domain name such as shop.example.com, without http:// or a path',
  labelTooLong: 'Each part of a domain name is at most 63 characters',
  noAddresses: 'Enter a domain name, not an IP address',
  needsDot: 'Enter a full domain name such as shop.example.com',
  taken: (domain: string) => `${domain} already serves another store.`,
  alreadyYours: (domain: string) => `${domain} is already one of this store’s domains.`,
  tooMany: `A store can have at most ${STORE_DOMAINS_MAX} domains.`,
  notFound: (domain: string) => `${domain} is not one of this store’s domains.`,
  primary: (domain: string) => `${domain} is the store’s primary domain and cannot be removed.`,
  addFailed: 'Failed to add the domain. Please try again.',
  removeFailed: 'Failed to remove the domain. Please try again.',
  verifyFailed: 'Failed to verify the domain. Please try again.',
  fetchFailed: 'Failed to fetch the store’s domains.',
  verified: (domain: string) => `${domain} resolves to this store.`,
  notResolving: (domain: string) => `${domain} does not resolve yet. Point its DNS records at the addresses below.`,
  elsewhere: (domain: string) => `${domain} resolves to other addresses. Point its DNS records at the addresses below.`,
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
  /** When it last resolved to the platform's addresses; null when never. */
  verifiedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StoreDomain = z.infer<typeof storeDomainSchema>;

export const storeDomainListSchema = z.object({
  domains: z.array(storeDomainSchema),
  /** The addresses a domain must resolve to (its A / AAAA records). */
  expectedAddresses: z.array(z.string()),
});
export type StoreDomainList = z.infer<typeof storeDomainListSchema>;

export const domainVerificationSchema = z.object({
  domain: storeDomainSchema,
  verified: z.boolean(),
  /** What the name resolved to (empty when it does not resolve). */
  addresses: z.array(z.string()),
  expectedAddresses: z.array(z.string()),
  message: z.string(),
});
export type DomainVerification = z.infer<typeof domainVerificationSchema>;
