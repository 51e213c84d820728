import { useId } from 'react';

const BEAR =
  'M0 8C0 6 2 4 5 4L6 2 8 3C10 1 14 0 18 0 22-2 28-1 32 2 35 4 36 7 35 10V16H32L31 11 26 12 25 16H22L21 12H16L15 16H12L11 11C9 11 7 10 6 10 4 10 2 10 0 8Z';

/**
 * The Made in Alaska certification mark: a round seal with a mother bear and cub under the
 * mountains and the north star. Drawn inline so it takes the theme's colors and costs no request.
 */
export function MadeInAlaskaMark({ size = 96, className = '' }: { size?: number; className?: string }) {
  // Two marks may share a page (shop header and footer); their path ids must not collide.
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 120 120"
      role="img"
      aria-label="Made in Alaska certified"
      className={`alaska-mark ${className}`}
    >
      <defs>
        <path id={`${id}-top`} d="M 17 60 A 43 43 0 0 1 103 60" />
        <path id={`${id}-bottom`} d="M 13 60 A 47 47 0 0 0 107 60" />
      </defs>
      <circle cx="60" cy="60" r="57" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <circle cx="60" cy="60" r="35" fill="none" stroke="currentColor" strokeWidth="1.2" />
      <text fontSize="13" fontWeight="700" letterSpacing="2" fill="currentColor" fontFamily="Georgia, serif">
        <textPath href={`#${id}-top`} startOffset="50%" textAnchor="middle">
          MADE IN
        </textPath>
      </text>
      <text
        fontSize="13"
        fontWeight="700"
        letterSpacing="2"
        fill="currentColor"
        fontFamily="Georgia, serif"
        dominantBaseline="hanging"
      >
        <textPath href={`#${id}-bottom`} startOffset="50%" textAnchor="middle">
          ALASKA
        </textPath>
      </text>
      <circle cx="18" cy="60" r="1.6" fill="currentColor" />
      <circle cx="102" cy="60" r="1.6" fill="currentColor" />
      <path d="M31 72 45 50l7 9 9-16 11 17 5-6 12 18Z" fill="currentColor" opacity="0.25" />
      <path d={BEAR} fill="currentColor" transform="translate(31 64)" />
      <path d={BEAR} fill="currentColor" transform="translate(67 73) scale(0.5)" />
      <path d="M60 30l1.2 3.3 3.3 1.2-3.3 1.2L60 39l-1.2-3.3-3.3-1.2 3.3-1.2Z" fill="currentColor" />
    </svg>
  );
}
