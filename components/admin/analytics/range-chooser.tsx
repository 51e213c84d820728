'use client';

import { ANALYTICS_RANGES } from '@/lib/constants/analytics';
import type { AnalyticsRange } from '@/lib/schemas/analytics';

/** Last 7, 30 or 90 days: a group of toggle buttons, the pressed one is the range shown. */
export function RangeChooser({
  value,
  onChange,
}: {
  value: AnalyticsRange;
  onChange: (days: AnalyticsRange) => void;
}) {
  return (
    <div role="group" aria-label="Date range" className="analytics-range">
      {ANALYTICS_RANGES.map((days) => (
        <button
          key={days}
          type="button"
          className="analytics-range__option"
          aria-pressed={days === value}
          onClick={() => onChange(days)}
        >
          Last {days} days
        </button>
      ))}
    </div>
  );
}
