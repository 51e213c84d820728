import Link from 'next/link';
import { MESSAGES } from '@/lib/messages';

/** /admin/store before the store exists (spec §2): the wizard, or Quick Create. */
export function NoStore() {
  return (
    <section className="admin-panel admin-empty" aria-labelledby="no-store-title">
      <h1 id="no-store-title" className="page-title">
        {MESSAGES.noStoreFound}
      </h1>
      <p className="page-lead">Set up your store to choose its look, its pages and its details.</p>
      <div className="admin-panel__actions">
        <Link href="/admin/store/setup" className="button">
          Use Setup Wizard
        </Link>
        <Link href="/admin/store/setup?mode=quick" className="button button--ghost">
          Quick Create
        </Link>
      </div>
    </section>
  );
}
