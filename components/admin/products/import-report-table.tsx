import type { ImportReport, ImportRow } from '@/lib/schemas/product-csv';

const ACTION_LABELS: Record<ImportRow['action'], string> = {
  create: 'New',
  update: 'Changed',
  unchanged: 'Unchanged',
  error: 'Problem',
};

function Details({ row }: { row: ImportRow }) {
  if (row.errors?.length)
    return (
      <ul className="csv-report__list">
        {row.errors.map((error) => (
          <li key={error.column} className="field__error">
            {error.column}: {error.message}
          </li>
        ))}
      </ul>
    );
  if (row.changes?.length)
    return (
      <ul className="csv-report__list">
        {row.changes.map((change) => (
          <li key={change.column}>
            {change.column}: {change.from || '—'} → {change.to || '—'}
          </li>
        ))}
      </ul>
    );
  return <>—</>;
}

/** A catalog file's dry run, row by row: what each would do, or what is wrong with it and where. */
export function ImportReportTable({ report }: { report: ImportReport }) {
  const { summary } = report;
  return (
    <>
      <p role="status" data-testid="csv-summary">
        {summary.create} new, {summary.update} changed, {summary.unchanged} unchanged
        {summary.error ? `, ${summary.error} with problems` : ''}.
      </p>
      <div className="csv-report" tabIndex={0} role="region" aria-label="Rows of the file">
        <table className="admin-table" data-testid="csv-report">
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Action</th>
              <th scope="col">Product</th>
              <th scope="col">SKU</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={row.row} data-action={row.action}>
                <td>{row.row}</td>
                <td>
                  <span className={`status-pill${row.action === 'error' ? ' status-pill--warn' : ''}`}>
                    {ACTION_LABELS[row.action]}
                  </span>
                </td>
                <td>{row.title ?? '—'}</td>
                <td>{row.sku ?? '—'}</td>
                <td>
                  <Details row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
