/**
 * The Made in Alaska certification mark: a round seal with a mother bear and cub under the
 * mountains. Drawn inline so it takes the theme's colors and needs no request.
 */
export function MadeInAlaskaMark({ size = 96, className = '' }: { size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 120 120"
      role="img"
      aria-label="Made in Alaska certified"
      className={`alaska-mark ${className}`}
    >
      <title>Made in Alaska</title>
      <defs>
        <path id="alaska-mark-top" d="M 18 60 A 42 42 0 0 1 102 60" />
        <path id="alaska-mark-bottom" d="M 22 64 A 38 38 0 0 0 98 64" />
      </defs>
      <circle cx="60" cy="60" r="57" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <circle cx="60" cy="60" r="31" fill="none" stroke="currentColor" strokeWidth="1.2" />
      <text fontSize="11.5" fontWeight="700" letterSpacing="2.4" fill="currentColor" fontFamily="Georgia, serif">
        <textPath href="#alaska-mark-top" startOffset="50%" textAnchor="middle">
          MADE IN
        </textPath>
      </text>
      <text fontSize="11.5" fontWeight="700" letterSpacing="2.4" fill="currentColor" fontFamily="Georgia, serif">
        <textPath href="#alaska-mark-bottom" startOffset="50%" textAnchor="middle">
          ALASKA
        </textPath>
      </text>
      <path d="M33 70 47 50l7 9 8-14 10 15 5-6 10 16Z" fill="currentColor" opacity="0.25" />
      {/* Mother bear and cub walking left. */}
      <path
        d="M39 74c1-5 5-8 11-8 3 0 5-2 8-2 5 0 9 3 11 6l3 1c1 0 2 1 1 2h-3l-1 5h-3l-1-4h-8l-1 4h-3l-1-4h-4l-1 4h-3l-1-4Z"
        fill="currentColor"
      />
      <path d="M69 78c1-3 3-4 6-4 2 0 3-1 5-1 3 0 5 2 6 4l2 1v1h-2l-1 3h-2l-1-2h-5l-1 2h-2l-1-2h-2Z" fill="currentColor" />
      <circle cx="60" cy="24" r="2" fill="currentColor" />
    </svg>
  );
}
