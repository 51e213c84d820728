/**
 * The store's activity log (audit log): every back-office change with who, when, from where and
 * what changed. The query, the answer and the CSV's columns, shared by the api, the back-office
 * screen and the tests.
 */
import { z } from 'zod';
import { isCalendarDay } from './tax-report';

export const AUDIT_PATH = '/api/admin/audit';
export const AUDIT_CSV_PATH = '/api/admin/audit.csv';
/** Lines per page of the back-office list. */
export const AUDIT_PAGE_SIZE = 50;
/** How long a line is kept at least, in days; the purge removes older ones. */
export const AUDIT_RETENTION_DAYS = 366;
/** What a secret's change shows instead of its values. */
export const AUDIT_HIDDEN = '(hidden)';

/** The areas a change belongs to: the part of its action before the dot (`product.update`). */
export const AUDIT_KINDS = [
  'product',
  'category',
  'discount',
  'event',
  'settings',
  'domain',
  'api-key',
  'backup',
  'payments',
  'order',
  'return',
  'staff',
  'store',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  product: 'Products',
  category: 'Categories',
  discount: 'Discounts',
  event: 'Events',
  settings: 'Settings and look',
  domain: 'Domains',
  'api-key': 'API keys',
  backup: 'Backups',
  payments: 'Payments',
  order: 'Orders',
  return: 'Returns',
  staff: 'Staff',
  store: 'Store open or suspended',
};

export const AUDIT_MESSAGES = {
  day: (field: 'from' | 'to') => `${field} must be a date written yyyy-mm-dd`,
  order: 'to must be on or after from',
  cursor: 'cursor is not one this list gave',
  loadFailed: 'The activity log could not be loaded. Try again.',
  downloadFailed: 'The activity log could not be downloaded. Try again.',
} as const;

const day = (field: 'from' | 'to') => z.string().refine(isCalendarDay, AUDIT_MESSAGES.day(field)).optional();

/** Filters: a person (user id), an area, the store's days from and to (both included), and a page. */
export const auditQuerySchema = z
  .object({
    actor: z.uuid({ error: 'actor must be a person of the store' }).optional(),
    kind: z.enum(AUDIT_KINDS, { error: `kind must be one of ${AUDIT_KINDS.join(', ')}` }).optional(),
    from: day('from'),
    to: day('to'),
    cursor: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z~\d+$/, AUDIT_MESSAGES.cursor)
      .optional(),
  })
  .superRefine((query, context) => {
    if (query.from && query.to && query.to < query.from)
      context.addIssue({ code: 'custom', path: ['to'], message: AUDIT_MESSAGES.order });
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditChangeSchema = z.object({
  field: z.string(),
  from: z.unknown(),
  to: z.unknown(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), email: z.string().nullable(), role: z.string().nullable() }),
  action: z.string(),
  kind: z.string(),
  subjectType: z.string(),
  subjectId: z.string().nullable(),
  summary: z.string(),
  changes: z.array(auditChangeSchema),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPersonSchema = z.object({ id: z.string(), email: z.string().nullable() });
export type AuditPerson = z.infer<typeof auditPersonSchema>;

export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Give it back as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
  /** Everyone who has a line in the store's log, for the person filter. */
  people: z.array(auditPersonSchema),
});
export type AuditList = z.infer<typeof auditListSchema>;

export const AUDIT_CSV_COLUMNS = [
  'time',
  'person',
  'role',
  'action',
  'subject',
  'subject id',
  'summary',
  'changes',
  'ip',
];

/** The file name of an export: the store and the span it covers. */
export const auditFileName = (tenant: string, from?: string, to?: string) =>
  `activity-${tenant}${from ? `-from-${from}` : ''}${to ? `-to-${to}` : ''}.csv`;

/** Whether a changed field is an amount in cents (the log keeps money as cents: `priceCents`). */
export const isCentsField = (field: string) => /Cents$/.test(field);

/** A value of a change as people read it: cents as dollars, lists and objects as JSON. */
export function formatAuditValue(field: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (isCentsField(field) && typeof value === 'number') return `$${(value / 100).toFixed(2)}`;
  if (typeof value === 'string') return value === '' ? '""' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The kind (area) of an action: `product.update` → `product`. */
export const kindOfAction = (action: string) => action.split('.')[0] ?? action;
