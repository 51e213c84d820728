import { getStorePolicy } from '@/lib/api/policies';
import { POLICY_TITLES, type PolicyKind } from '@/lib/constants/policies';
import { PolicyText } from './policy-text';

/** One policy page of the store: its title and the owner's text (or the template until saved). */
export async function PolicyPage({ tenant, kind }: { tenant: string; kind: PolicyKind }) {
  const policy = await getStorePolicy(tenant, kind);
  return (
    <div className="container page policy-page">
      <header className="page-header">
        <h1 className="page-title">{POLICY_TITLES[kind]}</h1>
      </header>
      {policy ? (
        <PolicyText body={policy.body} />
      ) : (
        <p role="alert">This page could not be loaded. Please try again in a moment.</p>
      )}
    </div>
  );
}
