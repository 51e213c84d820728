import { z } from 'zod';

export const productImportQuerySchema = z.object({
  dryRun: z.enum(['true', 'false'], { error: 'dryRun must be true or false' }).default('true'),
});

export const importActions = ['create', 'update', 'unchanged', 'error'] as const;
export type ImportAction = (typeof importActions)[number];

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

/** A dry run's or an applied import's report. */
export const importReportSchema = z.object({
  dryRun: z.boolean(),
  applied: z.boolean(),
  rows: z.array(importRowSchema),
  summary: importSummarySchema,
});
export type ImportReport = z.infer<typeof importReportSchema>;
