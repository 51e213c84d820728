import type { Metadata } from 'next';
import { ApiKeyManager } from '@/components/admin/api-keys/api-key-manager';
import '@/app/styles/admin-dashboard.css';

export const metadata: Metadata = { title: 'API Key Management', robots: { index: false } };

/** /admin/integrations: the store's API keys. */
export default function AdminIntegrationsPage() {
  return (
    <div className="container page admin-page">
      <ApiKeyManager />
    </div>
  );
}
