/**
 * The platform operator's view of the stores: each store with its owner and last 30 days, and
 * suspending or resuming one. Shared by the api, the operator's page and the tests.
 */
import { z } from 'zod';
import { STORE_ORIGINS, STORE_STATUSES } from '@/lib/constants/staff';

/** The header the api reads the operator's token from. */
export const OPERATOR_TOKEN_HEADER = 'x-operator-token';
export const OPERATOR_STORES_PATH = '/api/tenants/stores';
/** The web's own calls for the operator's page (its BFF keeps the token in an httpOnly cookie). */
export const OPERATOR_BFF = {
  session: '/api/operator/session',
  stores: '/api/operator/stores',
  store: (id: string, action: 'suspend' | 'resume') =>
    `/api/operator/stores/${encodeURIComponent(id)}/${action}`,
} as const;
export const operatorStorePath = (id: string, action: 'suspend' | 'resume') =>
  `${OPERATOR_STORES_PATH}/${encodeURIComponent(id)}/${action}`;
/** Stores per page of the operator's list. */
export const OPERATOR_STORES_PAGE_SIZE = 100;
/** The span of the figures beside each store, in days back from now. */
export const OPERATOR_FIGURES_DAYS = 30;
/** Who a line of a store's activity log names when the operator suspends or resumes it. */
export const PLATFORM_OPERATOR_ACTOR = 'Platform operator';

export const operatorStoreSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  ownerEmail: z.string().nullable(),
  /** Sold orders placed in the last 30 days, and their totals in cents. */
  orders30Days: z.number().int(),
  revenue30DaysCents: z.number().int(),
  status: z.enum(STORE_STATUSES),
  suspendedAt: z.string().nullable(),
  origin: z.enum(STORE_ORIGINS),
});
export type OperatorStore = z.infer<typeof operatorStoreSchema>;

export const operatorStoresQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const operatorStoreListSchema = z.object({
  stores: z.array(operatorStoreSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type OperatorStoreList = z.infer<typeof operatorStoreListSchema>;

export const OPERATOR_MESSAGES = {
  /** What a shopper reads on a suspended store's pages. */
  closedTitle: 'This store is closed for now.',
  closedBody: 'Please come back later.',
  /** What the api answers a write to a suspended store. */
  suspended: 'This store is suspended by the platform: changes and checkout are closed for now',
  confirmSuspend: (name: string) =>
    `Suspend ${name}? Its storefront will say it is closed, and checkout and back-office changes will be refused.`,
  signInFailed: 'That operator token was not accepted.',
  signInUnavailable: 'The platform could not be reached. Try again.',
  loadFailed: 'The stores could not be loaded. Try again.',
  actionFailed: 'That change could not be made. Try again.',
} as const;
