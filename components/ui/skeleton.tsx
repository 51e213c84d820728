/** A grey placeholder block that shimmers while content loads. */
export function Skeleton({ className = '', label }: { className?: string; label?: string }) {
  return (
    <div className={`skeleton ${className}`} aria-hidden={label ? undefined : true} aria-label={label} />
  );
}
