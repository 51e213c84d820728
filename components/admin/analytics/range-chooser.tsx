'use client';

import { ToggleGroup } from '@/components/ui/toggle-group';
import { ANALYTICS_RANGES } from '@/lib/constants/analytics';
import type { AnalyticsRange } from '@/lib/schemas/analytics';

const RANGE_OPTIONS = ANALYTICS_RANGES.map((days) => ({ value: days, label: `Last ${days} days` }));

/** Last 7, 30 or 90 days: a group of toggle buttons, the pressed one is the range shown. */
export function RangeChooser({
  value,
  onChange,
}: {
  value: AnalyticsRange;
  onChange: (days: AnalyticsRange) => void;
}) {
  return <ToggleGroup label="Date range" options={RANGE_OPTIONS} value={value} onChange={onChange} />;
}
