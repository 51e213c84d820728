'use client';

import { useEffect, useState } from 'react';
import { Overlay } from '@/components/ui/overlay';
import { restoreBackup } from '@/lib/client/backups';
import { MESSAGES } from '@/lib/messages';
import type { RestoreResult, StoreRestoreResult } from '@/lib/schemas/backups';

type Props = { filename: string; onClose: () => void; onRestored: (message: string) => void };

type State =
  | { step: 'checking' }
  | { step: 'preview'; preview: RestoreResult }
  | { step: 'restoring'; preview: RestoreResult }
  | { step: 'failed'; error: string; preview?: RestoreResult };

/** The api names the product columns a restore would set; the owner reads the form's words. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  description: 'Description',
  priceCents: 'Price',
  size: 'Size',
  totalInventory: 'Stock',
  metal: 'Metal',
  gemstone: 'Gemstone',
  featured: 'Featured',
  archived: 'Listed',
};
const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

/** A store backup's kinds of record, in the owner's words; a kind not named here shows as stored. */
const TABLE_LABELS: Record<string, string> = {
  tenants: 'Store',
  tenant_domains: 'Domains',
  users: 'Accounts',
  profiles: 'Customer profiles',
  products: 'Products',
  product_images: 'Product images',
  orders: 'Orders',
  order_items: 'Order items',
  order_events: 'Order timeline entries',
  payments: 'Payments',
  stock_holds: 'Stock held for checkouts',
  payment_accounts: 'Payment account',
  stores: 'Store design and settings',
  store_theme_history: 'Theme versions',
  page_templates: 'Page templates',
  api_keys: 'API keys',
  api_key_daily_usage: 'API key usage',
  notion_connections: 'Notion connection',
  notion_outbox: 'Notion updates',
  analytics_events: 'Analytics events',
  analytics_daily: 'Analytics by page',
  analytics_rollups: 'Analytics by day',
  analytics_product_rollups: 'Analytics by product',
  newsletter_subscribers: 'Newsletter subscribers',
  email_outbox: 'Emails',
};
const tableLabel = (table: string) => TABLE_LABELS[table] ?? table.replace(/_/g, ' ');

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Restore from a backup: a dry run first lists what would change; only Restore Now writes. */
export function RestoreDialog({ filename, onClose, onRestored }: Props) {
  const [state, setState] = useState<State>({ step: 'checking' });

  useEffect(() => {
    let live = true;
    void restoreBackup(filename, true).then((result) => {
      if (live)
        setState(
          'error' in result ? { step: 'failed', error: result.error } : { step: 'preview', preview: result },
        );
    });
    return () => {
      live = false;
    };
  }, [filename]);

  const confirm = async (preview: RestoreResult) => {
    setState({ step: 'restoring', preview });
    const result = await restoreBackup(filename, false);
    if ('error' in result) return setState({ step: 'failed', error: result.error, preview });
    if (result.kind === 'store') {
      const moved = (key: 'added' | 'changed' | 'removed') =>
        result.tables.reduce((sum, table) => sum + table[key], 0);
      return onRestored(
        `Restored the store from ${filename}: ${count(moved('added'), 'record')} added, ${moved('changed')} changed, ${moved('removed')} removed.`,
      );
    }
    onRestored(
      `Restored from ${filename}: ${count(result.added.length, 'product')} added, ${result.changed.length} changed, ${result.archived.length} archived.`,
    );
  };

  const preview = 'preview' in state ? state.preview : undefined;
  const nothing = preview && changeCount(preview) === 0;
  const restoring = state.step === 'restoring';
  return (
    <Overlay title={`Restore ${filename}?`} onClose={restoring ? undefined : onClose} testId="restore-dialog">
      {state.step === 'checking' && <p role="status">{MESSAGES.loading}</p>}
      {state.step === 'failed' && (
        <p role="alert" className="notice notice--error">
          {state.error}
        </p>
      )}
      {preview?.kind === 'store' && <StorePreview preview={preview} />}
      {preview?.kind === 'products' && (
        <div className="restore-preview" data-testid="restore-preview">
          <p>
            {nothing
              ? 'Your products already match this backup; restoring changes nothing.'
              : 'Restoring would change your products like this:'}
          </p>
          <ChangeList
            title={`Added (${preview.added.length})`}
            items={preview.added.map((item) => item.name)}
          />
          <ChangeList
            title={`Changed (${preview.changed.length})`}
            items={preview.changed.map((item) => `${item.name}: ${item.fields.map(fieldLabel).join(', ')}`)}
          />
          <ChangeList
            title={`Archived (${preview.archived.length})`}
            items={preview.archived.map((item) => item.name)}
          />
          <p className="restore-preview__unchanged">{count(preview.unchanged, 'product')} unchanged.</p>
        </div>
      )}
      <div className="admin-panel__actions">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={restoring}>
          Cancel
        </button>
        {preview && !nothing && (
          <button type="button" className="button" onClick={() => confirm(preview)} disabled={restoring}>
            {restoring ? 'Restoring…' : 'Restore Now'}
          </button>
        )}
      </div>
    </Overlay>
  );
}

/** What a restore would change, counted. */
function changeCount(preview: RestoreResult): number {
  if (preview.kind === 'store') {
    return (
      preview.tables.reduce((sum, table) => sum + table.added + table.changed + table.removed, 0) +
      preview.files.added +
      preview.files.changed
    );
  }
  return preview.added.length + preview.changed.length + preview.archived.length;
}

/** A store backup's dry run: per kind of record, what would be added, changed and removed. */
function StorePreview({ preview }: { preview: StoreRestoreResult }) {
  const moving = preview.tables.filter((table) => table.added + table.changed + table.removed > 0);
  const { files } = preview;
  return (
    <div className="restore-preview" data-testid="restore-preview">
      <p>
        {changeCount(preview) === 0
          ? 'Your store already matches this backup; restoring changes nothing.'
          : 'Restoring would set the whole store back to this backup:'}
      </p>
      {moving.length > 0 && (
        <ul>
          {moving.map((table) => (
            <li key={table.table}>
              {tableLabel(table.table)}: {table.added} added, {table.changed} changed, {table.removed} removed
            </li>
          ))}
        </ul>
      )}
      {files.added + files.changed > 0 && (
        <p>
          {count(files.added + files.changed, 'image file')} written back ({files.added} missing,{' '}
          {files.changed} different).
        </p>
      )}
    </div>
  );
}

function ChangeList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="restore-preview__group">
      <h3 className="restore-preview__title">{title}</h3>
      <ul>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
