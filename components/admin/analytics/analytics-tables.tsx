/**
 * What each chart shows, as figures and tables a screen reader (and a test) can read: the range's
 * totals, and a visually hidden table per chart.
 */
import type { AnalyticsDay, AnalyticsSummary } from '@/lib/schemas/analytics';
import { formatConversion, formatCount, formatDayLong, formatRevenue } from './analytics-format';

type Column = { label: string; value: (day: AnalyticsDay) => string };

/** A day per row, newest last, as the charts draw them. */
export function DayTable({
  caption,
  days,
  columns,
  testId,
}: {
  caption: string;
  days: AnalyticsDay[];
  columns: Column[];
  testId: string;
}) {
  return (
    // The wrapper hides it: a table is laid out as wide as its cells whatever width it is given.
    <div className="visually-hidden">
      <table data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {columns.map((column) => (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date} data-date={day.date}>
              <th scope="row">{formatDayLong(day.date)}</th>
              {columns.map((column) => (
                <td key={column.label}>{column.value(day)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const TRAFFIC_COLUMNS: Column[] = [
  { label: 'Page views', value: (day) => formatCount(day.pageViews) },
  { label: 'Sessions', value: (day) => formatCount(day.sessions) },
];
export const CLICK_COLUMNS: Column[] = [
  { label: 'Product clicks', value: (day) => formatCount(day.productClicks) },
];
export const SALES_COLUMNS: Column[] = [
  { label: 'Orders', value: (day) => formatCount(day.orders) },
  { label: 'Revenue', value: (day) => formatRevenue(day.revenue) },
];
export const CONVERSION_COLUMNS: Column[] = [
  { label: 'Orders per session', value: (day) => formatConversion(day.conversion) },
];

export function TopProductsTable({ products }: { products: AnalyticsSummary['topProducts'] }) {
  return (
    <div className="visually-hidden">
      <table data-testid="analytics-top-products-table">
        <caption>Most clicked products</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Clicks</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.productId}>
              <th scope="row">{product.name}</th>
              <td>{formatCount(product.clicks)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The range's totals, visible above the charts. */
export function TotalsFigures({ totals, days }: { totals: AnalyticsSummary['totals']; days: number }) {
  const figures = [
    ['Page views', formatCount(totals.pageViews)],
    ['Sessions', formatCount(totals.sessions)],
    ['Product clicks', formatCount(totals.productClicks)],
    ['Orders', formatCount(totals.orders)],
    ['Revenue', formatRevenue(totals.revenue)],
    ['Conversion', formatConversion(totals.conversion)],
  ] as const;
  return (
    <section aria-labelledby="analytics-totals-title" className="analytics-totals">
      <h2 id="analytics-totals-title" className="visually-hidden">
        Totals for the last {days} days
      </h2>
      <dl className="analytics-totals__list" data-testid="analytics-totals">
        {figures.map(([label, value]) => (
          <div key={label} className="analytics-totals__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
