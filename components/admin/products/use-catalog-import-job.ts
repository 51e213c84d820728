'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import {
  cancelCatalogImport,
  catalogImportEventsUrl,
  getCatalogImport,
  retryCatalogImportImages,
} from '@/lib/client/catalog-imports';
import { isClientError } from '@/lib/client/bff-call';
import { CATALOG_IMPORT_MESSAGES as M } from '@/lib/messages';
import type { CatalogImport, CatalogImportProgress } from '@/lib/schemas/catalog-imports';

const parse = <T>(event: Event): T | null => {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as T;
  } catch {
    return null;
  }
};

/**
 * Follows one catalog import over the api's event stream (through the BFF): its progress as it
 * comes, then its report once it has finished. Cancel and Retry images act on it; `onFinished`
 * runs each time it finishes (the product list reloads).
 */
export function useCatalogImportJob(id: string, onFinished: () => void) {
  const [progress, setProgress] = useState<CatalogImportProgress | null>(null);
  const [report, setReport] = useState<CatalogImport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const source = useRef<EventSource | null>(null);
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  });

  const loadReport = useCallback(async () => {
    const result = await getCatalogImport(id);
    if (isClientError(result)) return setProblem(result.error);
    setReport(result);
    setProgress(result);
  }, [id]);

  const follow = useCallback(() => {
    source.current?.close();
    const stream = new EventSource(catalogImportEventsUrl(id));
    source.current = stream;
    stream.addEventListener('progress', (event) => {
      const data = parse<CatalogImportProgress>(event);
      if (data) setProgress(data);
    });
    stream.addEventListener('complete', (event) => {
      stream.close();
      source.current = null;
      const data = parse<CatalogImportProgress>(event);
      if (data) setProgress(data);
      finished.current();
      void loadReport();
    });
    // The api's own error event and a broken connection both land here; the import carries on.
    stream.addEventListener('error', (event) => {
      if (source.current !== stream) return;
      stream.close();
      source.current = null;
      setProblem(parse<{ error?: string }>(event)?.error ?? M.connectionLost);
    });
  }, [id, loadReport]);

  useEffect(() => {
    follow();
    return () => source.current?.close();
  }, [follow]);

  async function cancel() {
    setBusy(true);
    const result = await cancelCatalogImport(id);
    setBusy(false);
    if (isClientError(result)) return setProblem(result.error);
    setProgress(result);
  }

  async function retryImages() {
    setBusy(true);
    const result = await retryCatalogImportImages(id);
    setBusy(false);
    if (isClientError(result)) return setProblem(result.error);
    setProblem(null);
    setReport(null);
    setProgress(result.import);
    follow();
  }

  return { progress, report, problem, busy, cancel, retryImages };
}
