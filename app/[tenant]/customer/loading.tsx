import { Skeleton } from '@/components/ui/skeleton';
import '@/app/styles/account.css';

/** Shown inside the store chrome while a customer page loads: a title and a panel. */
export default function Loading() {
  return (
    <div className="container page" role="status" aria-label="Loading">
      <Skeleton className="skeleton--eyebrow" />
      <Skeleton className="skeleton--title" />
      <Skeleton className="skeleton--panel" />
    </div>
  );
}
