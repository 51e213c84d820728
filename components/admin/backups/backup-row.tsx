'use client';

import { format } from 'date-fns/format';
import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ConfirmDialog, type ConfirmHandlers } from '@/components/ui/confirm-dialog';
import { deleteBackup, downloadBackup } from '@/lib/client/backups';
import { formatFileSize } from '@/lib/file-size';
import type { Backup } from '@/lib/schemas/backups';
import type { Notice } from './backups-section';
import { RestoreDialog } from './restore-dialog';
import type { ImageProcessing } from './use-image-processing';

type Props = {
  backup: Backup;
  processing?: ImageProcessing;
  onProcessImages: () => void;
  onChanged: () => void;
  onNotice: (notice: Notice) => void;
};

/** A dialog may not sit inside a table row; it goes to the end of the page instead. */
const outsideTable = (dialog: ReactNode) => createPortal(dialog, document.body);

const created = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, 'MMM d, yyyy, h:mm a');
};

/** What the owner reads for each kind of backup. */
export const BACKUP_KIND_LABELS: Record<Backup['kind'], string> = {
  products: 'Products',
  store: 'Whole store',
};

/** One backup: its details and actions, and below it the image bundling's progress. */
export function BackupRow({ backup, processing, onProcessImages, onChanged, onNotice }: Props) {
  const { filename, kind } = backup;
  const [busy, setBusy] = useState<'download' | 'delete' | null>(null);
  const [dialog, setDialog] = useState<'delete' | 'restore' | null>(null);
  const running = processing?.status === 'running';

  const download = async () => {
    setBusy('download');
    const result = await downloadBackup(filename, kind);
    setBusy(null);
    if ('error' in result) onNotice({ kind: 'error', text: result.error });
  };

  const remove = async () => {
    setBusy('delete');
    const result = await deleteBackup(filename);
    setBusy(null);
    setDialog(null);
    if ('error' in result) return onNotice({ kind: 'error', text: result.error });
    onNotice({ kind: 'success', text: `Backup ${filename} deleted.` });
    onChanged();
  };

  return (
    <>
      <tr className="backups__row" data-testid={`backup-${filename}`}>
        <th scope="row" data-label="Backup" className="backups__name">
          {filename}
        </th>
        <td data-label="Kind">{BACKUP_KIND_LABELS[kind]}</td>
        <td data-label="Created">{created(backup.createdAt)}</td>
        <td data-label="Size">{formatFileSize(backup.size)}</td>
        <td data-label="Images">{backup.hasImages ? 'Included' : 'Not yet'}</td>
        <BackupActions
          backup={backup}
          downloading={busy === 'download'}
          processing={running}
          onDownload={download}
          onProcessImages={onProcessImages}
          onAsk={setDialog}
        />
      </tr>
      {processing && (
        <tr className="backups__progress-row">
          <td colSpan={6}>
            <ImageProgress filename={filename} processing={processing} />
          </td>
        </tr>
      )}
      {dialog === 'delete' &&
        outsideTable(
          <DeleteBackupDialog
            filename={filename}
            kind={kind}
            busy={busy === 'delete'}
            onConfirm={remove}
            onCancel={() => setDialog(null)}
          />,
        )}
      {dialog === 'restore' &&
        outsideTable(
          <RestoreDialog
            filename={filename}
            onClose={() => setDialog(null)}
            onRestored={(text) => {
              setDialog(null);
              onNotice({ kind: 'success', text });
              onChanged();
            }}
          />,
        )}
    </>
  );
}

type ActionProps = {
  backup: Backup;
  downloading: boolean;
  /** Its images are being bundled: Process Images waits. */
  processing: boolean;
  onDownload: () => void;
  onProcessImages: () => void;
  onAsk: (dialog: 'delete' | 'restore') => void;
};

/** A backup's Download, Process Images (product backups), Restore and Delete. */
function BackupActions({
  backup: { filename, kind },
  downloading,
  processing,
  onDownload,
  onProcessImages,
  onAsk,
}: ActionProps) {
  return (
    <td className="backups__actions">
      <button
        type="button"
        className="button button--small button--ghost"
        onClick={onDownload}
        disabled={downloading}
        aria-busy={downloading}
      >
        Download<span className="visually-hidden"> {filename}</span>
      </button>
      {kind === 'products' && (
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={onProcessImages}
          disabled={processing}
        >
          Process Images<span className="visually-hidden"> for {filename}</span>
        </button>
      )}
      <button type="button" className="button button--small button--ghost" onClick={() => onAsk('restore')}>
        Restore<span className="visually-hidden"> {filename}</span>
      </button>
      <button type="button" className="button button--small button--danger" onClick={() => onAsk('delete')}>
        Delete<span className="visually-hidden"> {filename}</span>
      </button>
    </td>
  );
}

type DeleteProps = ConfirmHandlers & { filename: string; kind: Backup['kind'] };

/** Asks before a backup is deleted, saying what its loss means for its kind. */
function DeleteBackupDialog({ filename, kind, ...handlers }: DeleteProps) {
  return (
    <ConfirmDialog
      title="Delete this backup?"
      confirmLabel="Delete Backup"
      busyLabel="Deleting…"
      testId="delete-backup-dialog"
      {...handlers}
    >
      <p>
        <strong>{filename}</strong> will be deleted for good.{' '}
        {kind === 'products'
          ? 'The storefront falls back on the newest backup that remains.'
          : 'The store can no longer be restored to this moment.'}
      </p>
    </ConfirmDialog>
  );
}

function ImageProgress({ filename, processing }: { filename: string; processing: ImageProcessing }) {
  const { stats } = processing;
  return (
    <div className="backups__progress" data-testid={`image-progress-${filename}`}>
      <div
        className={`progress-bar${processing.status === 'error' ? ' progress-bar--error' : ''}`}
        role="progressbar"
        aria-label={`Images for ${filename}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={processing.progress}
      >
        <span className="progress-bar__fill" style={{ width: `${processing.progress}%` }} />
      </div>
      <p className="backups__progress-text" aria-live="polite">
        {processing.status === 'running' && `Processing images… ${processing.progress}%`}
        {processing.status === 'done' &&
          `Images processed (100%)${stats ? `: ${stats.bundled} of ${stats.total} bundled${stats.missing ? `, ${stats.missing} missing` : ''}, ${formatFileSize(stats.bytes)}` : ''}.`}
      </p>
      {processing.status === 'error' && (
        <p role="alert" className="notice notice--error">
          {processing.error}
        </p>
      )}
    </div>
  );
}
