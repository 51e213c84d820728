import { z } from 'zod';

export const productImportQuerySchema = z.object({
  dryRun: z.enum(['true', 'false'], { error: 'dryRun must be true or false' }).default('true'),
});

export const importActions = ['create', 'update', 'unchanged', 'error'] as const;
export type ImportAction = (typeof importActions)[number];

/** The platforms whose files an import reads: Sitka's (Shopify's form) and Etsy's. */
export const importFormats = ['shopify', 'etsy'] as const;
export type ImportFormat = (typeof importFormats)[number];

/** What one row of a catalog file does (row 2 is the first under the header, as a spreadsheet counts). */
export const importRowSchema = z.object({
  row: z.number().int(),
  action: z.enum(importActions),
  id: z.string().optional(),
  sku: z.string().optional(),
  title: z.string().optional(),
  changes: z.array(z.object({ column: z.string(), from: z.string(), to: z.string() })).optional(),
  errors: z.array(z.object({ column: z.string(), message: z.string() })).optional(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importSummarySchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  error: z.number().int(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** The kinds of a file's words an owner may turn into categories. */
export const importTermKinds = ['type', 'category', 'tag'] as const;
export type ImportTermKind = (typeof importTermKinds)[number];

/** The file's distinct product types (`Type`), product categories (`Product Category`) and tags. */
export const importVocabularySchema = z.object({
  types: z.array(z.string()),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
});
export type ImportVocabulary = z.infer<typeof importVocabularySchema>;

/** A dry run's or an applied import's report. */
export const importReportSchema = z.object({
  dryRun: z.boolean(),
  applied: z.boolean(),
  format: z.enum(importFormats).optional(),
  rows: z.array(importRowSchema),
  summary: importSummarySchema,
  vocabulary: importVocabularySchema.optional(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/**
 * One of the owner's choices on the preview: the products with this type, category or tag go in
 * an existing category (`categoryId`) or a new one (`newCategory`, its name).
 */
export const importMappingSchema = z
  .object({
    kind: z.enum(importTermKinds),
    value: z.string().trim().min(1).max(255),
    categoryId: z.uuid({ error: 'categoryId must be one of the store’s categories' }).optional(),
    newCategory: z.string().trim().min(1).max(80).optional(),
  })
  .refine((mapping) => Boolean(mapping.categoryId) !== Boolean(mapping.newCategory), {
    error: 'Choose an existing category or name a new one',
    path: ['categoryId'],
  });
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** What the owner chose on the preview, sent with the import (multipart field `choices`, JSON). */
export const importChoicesSchema = z.object({
  mappings: z.array(importMappingSchema).max(1000).default([]),
});
export type ImportChoices = z.infer<typeof importChoicesSchema>;
