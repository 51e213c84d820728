/**
 * Product handles and the store's redirects: the owner's contract (list, add, delete, import from
 * a CSV of `Redirect from`, `Redirect to`, as Shopify exports them) and the shop's lookup.
 */
import { z } from 'zod';
import { API_BODY_LIMIT_BYTES } from '../constants/api';
import { REDIRECT_MESSAGES } from '../messages/redirects';
import { HANDLE_MAX, looksLikeId } from '../product-address';
import { CATEGORY_SLUG_PATTERN } from './category';
import { text } from './common';

/** A product's handle as the owner types it: lower-case words joined by hyphens, never an id's shape. */
export const handleSchema = text({ error: REDIRECT_MESSAGES.handleShape })
  .trim()
  .min(1, { error: REDIRECT_MESSAGES.handleRequired })
  .max(HANDLE_MAX, { error: REDIRECT_MESSAGES.handleTooLong })
  .regex(CATEGORY_SLUG_PATTERN, { error: REDIRECT_MESSAGES.handleShape })
  .refine((value) => !looksLikeId(value), { error: REDIRECT_MESSAGES.handleLooksLikeId });

export const REDIRECT_PATH_MAX = 500;
/** Redirects one store may keep. */
export const STORE_REDIRECTS_MAX = 5_000;
/** Rows one imported file may hold. */
export const REDIRECT_IMPORT_MAX = 5_000;
/** An imported file's characters: what fits in one request to the api, with room for its JSON. */
export const REDIRECT_CSV_MAX_CHARS = API_BODY_LIMIT_BYTES - 4096;
export const REDIRECT_CSV_COLUMNS = { from: 'Redirect from', to: 'Redirect to' } as const;

const SITE = 'https://store.invalid';

/**
 * Whether a path stays on the store's own site once a browser reads it: `//host` and `/\host` are
 * addresses of other sites to a browser (and to URL), however much they look like paths.
 */
export function isSameSitePath(path: string): boolean {
  if (!path.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(path)) return false;
  try {
    return new URL(path, SITE).origin === SITE;
  } catch {
    return false;
  }
}

/** Why a path cannot be one end of a redirect, or null when it can. */
export function redirectPathProblem(path: string): string | null {
  if (!path.startsWith('/')) return REDIRECT_MESSAGES.pathStart;
  if (path.length > REDIRECT_PATH_MAX) return REDIRECT_MESSAGES.pathTooLong;
  if (/\s/.test(path)) return REDIRECT_MESSAGES.pathSpaces;
  if (!isSameSitePath(path)) return REDIRECT_MESSAGES.pathOtherSite;
  return null;
}

/** Paths the shop's pages never see (the api, Next's files) or keeps for the back-office. */
const RESERVED_PREFIXES = ['/api', '/_next', '/admin'];

/** Whether a path belongs to the api, Next's own files or the back-office: never a redirect's "from". */
export const isReservedPath = (path: string) =>
  RESERVED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * A redirect's "from": without its query string or a trailing slash, percent-encoding decoded
 * where valid (a browser sends `/caf%C3%A9` for `/café`), and case kept, as Shopify matches it.
 * Saved and looked up alike, so either spelling finds the redirect.
 */
export function normalizeFromPath(path: string): string {
  let bare = path.trim().split(/[?#]/)[0];
  try {
    bare = decodeURI(bare);
  } catch {
    // Not valid percent-encoding: matched as written.
  }
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
}

const pathSchema = (field: string) =>
  text({ error: `${field} must be a path` })
    .trim()
    .superRefine((value, context) => {
      const problem = redirectPathProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });

export const redirectBodySchema = z.object({
  fromPath: pathSchema('fromPath').transform(normalizeFromPath),
  toPath: pathSchema('toPath'),
});
export type RedirectBody = z.infer<typeof redirectBodySchema>;

export const redirectSchema = z.object({
  id: z.string(),
  fromPath: z.string(),
  toPath: z.string(),
  createdAt: z.string(),
});
export type Redirect = z.infer<typeof redirectSchema>;

export const redirectListSchema = z.object({ redirects: z.array(redirectSchema) });
export type RedirectList = z.infer<typeof redirectListSchema>;

export const redirectParamsSchema = z.object({ id: z.uuid({ error: 'Redirect id must be a UUID' }) });

export const redirectImportBodySchema = z.object({
  csv: text({ error: 'csv must be the file’s text' }).max(REDIRECT_CSV_MAX_CHARS, {
    error: REDIRECT_MESSAGES.csvTooLarge,
  }),
});
export const redirectImportResultSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  message: z.string(),
});
export type RedirectImportResult = z.infer<typeof redirectImportResultSchema>;

/** The shop's question: where does this path of the store go now? */
export const redirectLookupQuerySchema = z.object({
  path: text({ error: 'path is required' }).min(1).max(REDIRECT_PATH_MAX),
});
/** The api's answer for a path; a target that would leave the store's site is no redirect at all. */
export const redirectLookupSchema = z.object({
  to: z
    .string()
    .nullable()
    .transform((to) => (to !== null && isSameSitePath(to) ? to : null)),
});
export type RedirectLookup = z.infer<typeof redirectLookupSchema>;

export const productHandleParamsSchema = z.object({
  handle: text({ error: 'handle is required' }).min(1).max(HANDLE_MAX),
});
