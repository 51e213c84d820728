'use client';

import { useState } from 'react';
import { Overlay } from '@/components/ui/overlay';
import { CATALOG_IMPORT_MESSAGES as M } from '@/lib/messages';
import {
  isFinishedImport,
  type CatalogImport,
  type CatalogImportProgress,
} from '@/lib/schemas/catalog-imports';
import type { ImportReport } from '@/lib/schemas/product-csv';
import { ImportReportTable } from './import-report-table';
import { useCatalogImportJob } from './use-catalog-import-job';

/** The applied rows as the preview's table shows them. */
function reportOf(job: CatalogImport): ImportReport {
  const summary = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of job.rows) summary[row.action] += 1;
  return { dryRun: false, applied: true, rows: job.rows, summary };
}

function Progress({ progress }: { progress: CatalogImportProgress }) {
  const { doneRows, totalRows, images } = progress;
  const imageTotal = images.pending + images.done + images.failed;
  return (
    <div className="catalog-import-job__progress" data-testid="catalog-import-progress">
      <p role="status">{M.statusOf[progress.status]}</p>
      <label>
        {M.rowsProgress(doneRows, totalRows)}
        <progress max={Math.max(totalRows, 1)} value={doneRows} />
      </label>
      {imageTotal > 0 && (
        <label>
          {M.imagesProgress(images.done, images.failed, imageTotal)}
          <progress max={imageTotal} value={images.done + images.failed} />
        </label>
      )}
    </div>
  );
}

function FailedImages({ job, busy, onRetry }: { job: CatalogImport; busy: boolean; onRetry: () => void }) {
  if (job.failedImages.length === 0) return null;
  return (
    <section aria-label={M.failedImagesTitle}>
      <h3>{M.failedImagesTitle}</h3>
      <ul className="csv-report__list" data-testid="catalog-import-failed-images">
        {job.failedImages.map((image) => (
          <li key={`${image.row}-${image.url}`}>
            Row {image.row}: <span className="catalog-import-job__url">{image.url}</span>{' '}
            <span className="field__error">{image.error}</span>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--ghost" onClick={onRetry} disabled={busy}>
        {M.retryImages}
      </button>
    </section>
  );
}

/** A running or finished catalog import: its progress live, Cancel (asked first), then its report. */
export function CatalogImportJob({
  id,
  onClose,
  onFinished,
}: {
  id: string;
  onClose: () => void;
  onFinished: () => void;
}) {
  const job = useCatalogImportJob(id, onFinished);
  const [confirming, setConfirming] = useState(false);
  const { progress, report } = job;
  const running = progress !== null && !isFinishedImport(progress.status);
  return (
    <Overlay title="Import" onClose={onClose} testId="catalog-import-job">
      {progress && <Progress progress={progress} />}
      {progress?.status === 'cancelled' && <p role="status">{M.cancelled}</p>}
      {progress?.status === 'failed' && (
        <p role="alert" className="notice notice--error">
          {M.failed}
        </p>
      )}
      {job.problem && (
        <p role="alert" className="field__error">
          {job.problem}
        </p>
      )}
      {running && !confirming && (
        <div className="admin-panel__actions">
          <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
            {M.cancel}
          </button>
        </div>
      )}
      {running && confirming && (
        <div className="admin-panel__actions" role="group" aria-label={M.cancel}>
          <p>{M.cancelConfirm}</p>
          <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
            {M.cancelNo}
          </button>
          <button
            type="button"
            className="button"
            disabled={job.busy}
            onClick={() => void job.cancel().then(() => setConfirming(false))}
          >
            {M.cancelYes}
          </button>
        </div>
      )}
      {report && (
        <>
          <FailedImages job={report} busy={job.busy} onRetry={() => void job.retryImages()} />
          <ImportReportTable report={reportOf(report)} />
        </>
      )}
    </Overlay>
  );
}
