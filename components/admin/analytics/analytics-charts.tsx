'use client';

/**
 * The analytics charts (recharts). Loaded with next/dynamic from the analytics screen only, so the
 * library is in that page's JavaScript alone. The charts are pictures of the tables beside them,
 * which carry the same figures for screen readers; hence aria-hidden and no accessibility layer.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AnalyticsDay, AnalyticsSummary } from '@/lib/schemas/analytics';
import {
  formatConversion,
  formatCount,
  formatDayLong,
  formatDayShort,
  formatRevenue,
} from './analytics-format';

/** Each at least 3:1 against white (WCAG non-text contrast); the axis ink is over 7:1. */
export const CHART_COLORS = {
  pageViews: '#1e3a8a',
  sessions: '#0f766e',
  clicks: '#6d28d9',
  orders: '#b45309',
  revenue: '#1e3a8a',
  conversion: '#be185d',
  ink: '#4b5563',
  grid: '#e5e7eb',
};

const HEIGHT = 260;
const axis = { stroke: CHART_COLORS.ink, tick: { fill: CHART_COLORS.ink, fontSize: 12 } };
const grid = <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />;
const dayAxis = <XAxis dataKey="date" tickFormatter={formatDayShort} minTickGap={16} {...axis} />;
const tooltipLabel = (label: unknown) => (typeof label === 'string' ? formatDayLong(label) : String(label));

function Frame({ children }: { children: React.ReactElement }) {
  return (
    <div className="analytics-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={HEIGHT}>
        {children}
      </ResponsiveContainer>
    </div>
  );
}

export function TrafficChart({ days }: { days: AnalyticsDay[] }) {
  return (
    <Frame>
      <LineChart data={days} accessibilityLayer={false} margin={{ top: 8, right: 12, bottom: 0, left: -12 }}>
        {grid}
        {dayAxis}
        <YAxis allowDecimals={false} tickFormatter={formatCount} {...axis} />
        <Tooltip labelFormatter={tooltipLabel} formatter={(value) => formatCount(Number(value))} />
        <Legend />
        <Line
          type="linear"
          dataKey="pageViews"
          name="Page views"
          stroke={CHART_COLORS.pageViews}
          strokeWidth={2}
          dot={days.length <= 31}
          isAnimationActive={false}
        />
        <Line
          type="linear"
          dataKey="sessions"
          name="Sessions"
          stroke={CHART_COLORS.sessions}
          strokeWidth={2}
          strokeDasharray="6 3"
          dot={days.length <= 31}
          isAnimationActive={false}
        />
      </LineChart>
    </Frame>
  );
}

export function ClicksChart({ days }: { days: AnalyticsDay[] }) {
  return (
    <Frame>
      <BarChart data={days} accessibilityLayer={false} margin={{ top: 8, right: 12, bottom: 0, left: -12 }}>
        {grid}
        {dayAxis}
        <YAxis allowDecimals={false} tickFormatter={formatCount} {...axis} />
        <Tooltip labelFormatter={tooltipLabel} formatter={(value) => formatCount(Number(value))} />
        <Bar
          dataKey="productClicks"
          name="Product clicks"
          fill={CHART_COLORS.clicks}
          isAnimationActive={false}
        />
      </BarChart>
    </Frame>
  );
}

export function TopProductsChart({ products }: { products: AnalyticsSummary['topProducts'] }) {
  return (
    <Frame>
      <BarChart
        data={products}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
      >
        <CartesianGrid stroke={CHART_COLORS.grid} horizontal={false} />
        <XAxis type="number" allowDecimals={false} tickFormatter={formatCount} {...axis} />
        <YAxis
          type="category"
          dataKey="name"
          width={120}
          tickFormatter={(name: string) => (name.length > 16 ? `${name.slice(0, 15)}…` : name)}
          {...axis}
        />
        <Tooltip formatter={(value) => formatCount(Number(value))} />
        <Bar
          dataKey="clicks"
          name="Clicks"
          fill={CHART_COLORS.clicks}
          maxBarSize={28}
          isAnimationActive={false}
        />
      </BarChart>
    </Frame>
  );
}

export function SalesChart({ days }: { days: AnalyticsDay[] }) {
  return (
    <Frame>
      <ComposedChart
        data={days}
        accessibilityLayer={false}
        margin={{ top: 8, right: 0, bottom: 0, left: -12 }}
      >
        {grid}
        {dayAxis}
        <YAxis yAxisId="orders" allowDecimals={false} tickFormatter={formatCount} {...axis} />
        <YAxis
          yAxisId="revenue"
          orientation="right"
          tickFormatter={(value: number) => `$${formatCount(value)}`}
          {...axis}
        />
        <Tooltip
          labelFormatter={tooltipLabel}
          formatter={(value, name) =>
            name === 'Revenue' ? formatRevenue(Number(value)) : formatCount(Number(value))
          }
        />
        <Legend />
        <Bar
          yAxisId="orders"
          dataKey="orders"
          name="Orders"
          fill={CHART_COLORS.orders}
          isAnimationActive={false}
        />
        <Line
          yAxisId="revenue"
          type="linear"
          dataKey="revenue"
          name="Revenue"
          stroke={CHART_COLORS.revenue}
          strokeWidth={2}
          dot={days.length <= 31}
          isAnimationActive={false}
        />
      </ComposedChart>
    </Frame>
  );
}

export function ConversionChart({ days }: { days: AnalyticsDay[] }) {
  return (
    <Frame>
      <LineChart data={days} accessibilityLayer={false} margin={{ top: 8, right: 12, bottom: 0, left: -4 }}>
        {grid}
        {dayAxis}
        {/* At least 0-10%, so a range without orders does not read as up to 400%. */}
        <YAxis
          tickFormatter={formatConversion}
          domain={[0, (dataMax: number) => Math.max(dataMax, 0.1)]}
          {...axis}
        />
        <Tooltip labelFormatter={tooltipLabel} formatter={(value) => formatConversion(Number(value))} />
        <Line
          type="linear"
          dataKey="conversion"
          name="Orders per session"
          stroke={CHART_COLORS.conversion}
          strokeWidth={2}
          dot={days.length <= 31}
          isAnimationActive={false}
        />
      </LineChart>
    </Frame>
  );
}
