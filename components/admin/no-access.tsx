import Link from 'next/link';
import { ScreenMessage } from '@/components/ui/screen-message';
import { NO_ACCESS_MESSAGE } from '@/lib/staff-access';

/**
 * What a back-office page says to a person whose role does not reach it, with the way back. On the
 * page answered 403 (`fullLoad`) the way back loads the dashboard afresh: the router would keep
 * showing this answer in place of the back-office it never rendered.
 */
export function NoAccess({ fullLoad = false }: { fullLoad?: boolean }) {
  const back = 'Back to the dashboard';
  return (
    <ScreenMessage
      title={NO_ACCESS_MESSAGE}
      testId="admin-no-access"
      action={
        fullLoad ? (
          // eslint-disable-next-line @next/next/no-html-link-for-pages -- a fresh load, on purpose
          <a href="/admin" className="button button--primary">
            {back}
          </a>
        ) : (
          <Link href="/admin" className="button button--primary">
            {back}
          </Link>
        )
      }
    >
      <p className="muted">
        Your role in this store does not include this page. The store&apos;s owner can change it.
      </p>
    </ScreenMessage>
  );
}
