'use client';

import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ADMIN_PRODUCTS_PATH } from '@/lib/client/admin-catalog';
import { isClientError } from '@/lib/client/bff-call';
import { importCatalogCsv } from '@/lib/client/product-csv';
import type { ImportMapping, ImportReport } from '@/lib/schemas/product-csv';

export type ImportStep =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | {
      kind: 'report';
      file: File;
      report: ImportReport;
      confirming: boolean;
      applying: boolean;
      /** The owner's choice of category for the file's types, categories and tags. */
      mappings: ImportMapping[];
    }
  | { kind: 'failed'; message: string; report?: ImportReport }
  /** Applied as a job still running, or fetching the images its rows named. */
  | { kind: 'job'; id: string };

/** Import a catalog file: its dry run first, then Apply once asked; the product list reloads after. */
export function useCatalogImport() {
  const [step, setStep] = useState<ImportStep>({ kind: 'idle' });
  const [done, setDone] = useState<string | null>(null);
  const { mutate } = useSWRConfig();
  /** The product list reloads (after an import, and as a job finishes). */
  const refresh = () => mutate((key) => typeof key === 'string' && key.startsWith(ADMIN_PRODUCTS_PATH));

  async function check(file: File) {
    setDone(null);
    setStep({ kind: 'checking' });
    const result = await importCatalogCsv(file, true);
    if (isClientError(result)) return setStep({ kind: 'failed', message: result.error });
    setStep({ kind: 'report', file, report: result, confirming: false, applying: false, mappings: [] });
  }

  async function apply() {
    if (step.kind !== 'report') return;
    setStep({ ...step, applying: true });
    const result = await importCatalogCsv(step.file, false, { mappings: step.mappings });
    if (isClientError(result))
      return setStep({ kind: 'failed', message: result.error, report: result.report });
    const job = result.import;
    if (job && (!result.applied || job.images.pending + job.images.failed > 0))
      return setStep({ kind: 'job', id: job.id });
    const { create, update } = result.summary;
    setStep({ kind: 'idle' });
    setDone(`Imported: ${create} new and ${update} changed products.`);
    await refresh();
  }

  const confirm = (confirming: boolean) => step.kind === 'report' && setStep({ ...step, confirming });
  const map = (mappings: ImportMapping[]) => step.kind === 'report' && setStep({ ...step, mappings });
  const close = () => setStep({ kind: 'idle' });
  return { step, done, check, apply, confirm, map, close, refresh };
}
