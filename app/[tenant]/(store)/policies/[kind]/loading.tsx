import { PageSkeleton } from '@/components/store/page-skeleton';

/** Shown inside the store chrome while the page loads. */
export default function Loading() {
  return <PageSkeleton />;
}
