'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { BACKUPS_KEY, listBackups, runBackup } from '@/lib/client/backups';
import { MESSAGES } from '@/lib/messages';
import { BackupRow } from './backup-row';
import { useImageProcessing } from './use-image-processing';

export type Notice = { kind: 'error' | 'success'; text: string } | null;

/**
 * The owner's backups (spec §2, §7, §9): the list, Run Backup, and per backup Download, Process
 * Images (a progress bar fed by the api's event stream), Restore (dry run first) and Delete.
 */
export function BackupsSection() {
  const {
    data: backups,
    error,
    isLoading,
    mutate,
  } = useSWR(BACKUPS_KEY, listBackups, { revalidateOnFocus: false, shouldRetryOnError: false });
  const [running, setRunning] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const images = useImageProcessing(() => void mutate());

  const run = async () => {
    setRunning(true);
    setNotice(null);
    const result = await runBackup();
    setRunning(false);
    if ('error' in result) return setNotice({ kind: 'error', text: result.error });
    setNotice({
      kind: 'success',
      text: `Backup ${result.backup.filename} saved with ${result.products} ${result.products === 1 ? 'product' : 'products'}, and the whole store as ${result.storeBackup.filename}.`,
    });
    await mutate();
  };

  return (
    <div className="backups" data-testid="backups-section">
      <div className="admin-panel__head">
        <p className="admin-panel__hint backups__hint">
          Each run keeps every listed product (the storefront falls back on the newest) and, under its own
          name, the whole store: products, images, customers, orders, design, settings and keys.
        </p>
        <button type="button" className="button" onClick={run} disabled={running} data-testid="run-backup">
          {running ? 'Running backup…' : 'Run Backup'}
        </button>
      </div>
      {notice && (
        <p
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`notice ${notice.kind === 'error' ? 'notice--error' : 'notice--success'}`}
          data-testid="backups-notice"
        >
          {notice.text}
        </p>
      )}
      {isLoading && <p role="status">{MESSAGES.loading}</p>}
      {error && (
        <p role="alert" className="notice notice--error">
          {(error as Error).message}
        </p>
      )}
      {backups && backups.length === 0 && (
        <p className="backups__empty">No backups yet. Run one to keep a copy of your catalog.</p>
      )}
      {backups && backups.length > 0 && (
        <table className="backups__table">
          <caption className="visually-hidden">Backups, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Backup</th>
              <th scope="col">Kind</th>
              <th scope="col">Created</th>
              <th scope="col">Size</th>
              <th scope="col">Images</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {backups.map((backup) => (
              <BackupRow
                key={backup.filename}
                backup={backup}
                processing={images.jobs[backup.filename]}
                onProcessImages={() => images.start(backup.filename)}
                onChanged={() => void mutate()}
                onNotice={setNotice}
              />
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
