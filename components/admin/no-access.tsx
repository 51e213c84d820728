import Link from 'next/link';
import { ScreenMessage } from '@/components/ui/screen-message';
import { NO_ACCESS_MESSAGE } from '@/lib/staff-access';

/** What a back-office page says to a person whose role does not reach it, with the way back. */
export function NoAccess() {
  return (
    <ScreenMessage
      title={NO_ACCESS_MESSAGE}
      testId="admin-no-access"
      action={
        <Link href="/admin" className="button button--primary">
          Back to the dashboard
        </Link>
      }
    >
      <p className="muted">
        Your role in this store does not include this page. The store&apos;s owner can change it.
      </p>
    </ScreenMessage>
  );
}
