import { NoAccess } from '@/components/admin/no-access';
import { NO_ACCESS_MESSAGE } from '@/lib/staff-access';

/** A back-office page the person's role does not reach, opened by its address: answered 403. */
export default function Forbidden() {
  return (
    <main id="main" className="site-main">
      <title>{NO_ACCESS_MESSAGE}</title>
      <NoAccess fullLoad />
    </main>
  );
}
