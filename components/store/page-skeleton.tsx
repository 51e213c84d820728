import { Skeleton } from '@/components/ui/skeleton';

/** A store page on its way, inside the store chrome: a title and a grid of card outlines. */
export function PageSkeleton() {
  return (
    <div className="container page" role="status" aria-label="Loading">
      <Skeleton className="skeleton--eyebrow" />
      <Skeleton className="skeleton--title" />
      <ul className="product-grid" aria-hidden="true">
        {Array.from({ length: 8 }, (_, index) => (
          <li key={index}>
            <Skeleton className="skeleton--card" />
          </li>
        ))}
      </ul>
    </div>
  );
}
