'use client';

import { useRef, useState } from 'react';
import { Overlay } from '@/components/ui/overlay';
import { isClientError } from '@/lib/client/bff-call';
import { downloadCatalogCsv } from '@/lib/client/product-csv';
import { CatalogImportJob } from './catalog-import-job';
import { ImportCategoryMapping } from './import-category-mapping';
import { ImportReportTable } from './import-report-table';
import { useCatalogImport, type ImportStep } from './use-catalog-import';

type ReportStep = Extract<ImportStep, { kind: 'report' }>;

function ApplyActions({
  step,
  onConfirm,
  onApply,
  onClose,
}: {
  step: ReportStep;
  onConfirm: (confirming: boolean) => void;
  onApply: () => void;
  onClose: () => void;
}) {
  const { create, update, error } = step.report.summary;
  if (error > 0)
    return (
      <div className="admin-panel__actions">
        <p className="field__error">Correct the rows with problems in the file, then import it again.</p>
        <button type="button" className="button button--ghost" onClick={onClose}>
          Close
        </button>
      </div>
    );
  if (step.confirming)
    return (
      <div className="admin-panel__actions" role="group" aria-label="Confirm the import">
        <p>
          Apply {create} new and {update} changed products to your store now?
        </p>
        <button type="button" className="button button--ghost" onClick={() => onConfirm(false)}>
          Cancel
        </button>
        <button type="button" className="button" onClick={onApply} disabled={step.applying}>
          {step.applying ? 'Applying…' : 'Yes, apply'}
        </button>
      </div>
    );
  return (
    <div className="admin-panel__actions">
      <button type="button" className="button button--ghost" onClick={onClose}>
        Cancel
      </button>
      <button
        type="button"
        className="button"
        onClick={() => onConfirm(true)}
        disabled={create + update === 0 && step.mappings.length === 0}
      >
        Apply import
      </button>
    </div>
  );
}

/** My Products' Export (the catalog as CSV) and Import (a CSV's dry run, then Apply). */
export function CatalogCsv() {
  const input = useRef<HTMLInputElement>(null);
  const [exportProblem, setExportProblem] = useState<string | null>(null);
  const { step, done, check, apply, confirm, map, close, refresh } = useCatalogImport();

  async function exportCatalog() {
    setExportProblem(null);
    const result = await downloadCatalogCsv();
    if (isClientError(result)) setExportProblem(result.error);
  }

  return (
    <div className="catalog-csv">
      <button type="button" className="button button--ghost" onClick={() => void exportCatalog()}>
        Export CSV
      </button>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => input.current?.click()}
        disabled={step.kind === 'checking'}
      >
        {step.kind === 'checking' ? 'Checking…' : 'Import CSV'}
      </button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="visually-hidden"
        aria-label="Catalog CSV file to import"
        data-testid="catalog-csv-file"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void check(file);
        }}
      />
      {exportProblem && (
        <p role="alert" className="field__error">
          {exportProblem}
        </p>
      )}
      {done && (
        <p role="status" className="product-form__saved">
          {done}
        </p>
      )}
      {step.kind === 'failed' && (
        <Overlay title="The file was not imported" onClose={close} testId="catalog-import">
          <p role="alert" className="notice notice--error">
            {step.message}
          </p>
          {step.report && <ImportReportTable report={step.report} />}
        </Overlay>
      )}
      {step.kind === 'report' && (
        <Overlay title="Import preview" onClose={step.applying ? undefined : close} testId="catalog-import">
          <ImportReportTable report={step.report} />
          {step.report.vocabulary && step.report.summary.error === 0 && (
            <ImportCategoryMapping
              vocabulary={step.report.vocabulary}
              mappings={step.mappings}
              onChange={map}
              disabled={step.applying}
            />
          )}
          <ApplyActions step={step} onConfirm={confirm} onApply={() => void apply()} onClose={close} />
        </Overlay>
      )}
      {step.kind === 'job' && (
        <CatalogImportJob id={step.id} onClose={close} onFinished={() => void refresh()} />
      )}
    </div>
  );
}
