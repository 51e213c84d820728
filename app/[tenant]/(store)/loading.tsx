import { Skeleton } from '@/components/ui/skeleton';

/** Shown inside the store chrome while a page loads: a title and a grid of card outlines. */
export default function Loading() {
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
