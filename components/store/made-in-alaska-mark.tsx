/**
 * The Made in Alaska certification mark: a round seal with a mother bear and cub under the
 * mountains and the north star. The drawing (its words set along the circle) is a static file
 * (public/made-in-alaska-mark.svg) used as a mask over the theme's color: the browser paints it as an image and the page lays out one box.
 */
export function MadeInAlaskaMark({ size = 96, className = '' }: { size?: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label="Made in Alaska certified"
      className={`alaska-mark ${className}`}
      style={{ width: size, height: size }}
    />
  );
}
