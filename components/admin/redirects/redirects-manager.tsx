'use client';

import { AdminRecordRow } from '@/components/admin/records/admin-record-row';
import { RecordsManager } from '@/components/admin/records/records-manager';
import { useAdminRecords } from '@/components/admin/records/use-admin-records';
import { REDIRECT_MESSAGES } from '@/lib/messages/redirects';
import { REDIRECTS_PATH, createRedirect, deleteRedirect, fetchRedirects } from '@/lib/client/redirects';
import { RedirectForm } from './redirect-form';
import { RedirectImport } from './redirect-import';

/**
 * The back-office's Redirects: old paths of the store and where they lead now; add one, delete
 * one (asked first), or import Shopify's export. Renamed product handles add theirs on their own.
 */
export function RedirectsManager() {
  const records = useAdminRecords(REDIRECTS_PATH, fetchRedirects, deleteRedirect);
  return (
    <>
      <RecordsManager
        records={records}
        addLabel="Add Redirect"
        addSection="Add a redirect"
        empty={REDIRECT_MESSAGES.empty}
        form={() => (
          <RedirectForm
            onSave={createRedirect}
            onSaved={records.saved}
            onCancel={() => records.setEditing(null)}
          />
        )}
        deletion={(redirect) => ({
          title: REDIRECT_MESSAGES.deleteConfirm(redirect.fromPath),
          confirmLabel: 'Delete Redirect',
          warning: `Visitors to ${redirect.fromPath} will no longer be sent to ${redirect.toPath}.`,
          testId: 'delete-redirect-dialog',
        })}
      >
        {records.data && records.data.length > 0 && (
          <ul className="admin-events__list" aria-label="Redirects">
            {records.data.map((redirect) => (
              <AdminRecordRow
                key={redirect.id}
                label={`${redirect.fromPath} to ${redirect.toPath}`}
                title={redirect.fromPath}
                detail={`→ ${redirect.toPath}`}
                testId="admin-redirect"
                onDelete={() => records.setDeleting(redirect)}
              />
            ))}
          </ul>
        )}
      </RecordsManager>
      <RedirectImport onImported={() => void records.saved()} />
    </>
  );
}
