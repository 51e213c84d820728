/**
 * What each chart shows, as figures and tables a screen reader (and a test) can read: the range's
 * totals, and a visually hidden table per chart.
 */
import { ANALYTICS_FUNNEL_LABELS, type AnalyticsDay, type AnalyticsSummary } from '@/lib/schemas/analytics';
import {
  formatChange,
  formatConversion,
  formatCount,
  formatDayLong,
  formatRevenue,
} from './analytics-format';

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

/** The range's totals, visible above the charts, each against the period before. */
export function TotalsFigures({
  totals,
  previous,
  days,
}: {
  totals: AnalyticsSummary['totals'];
  previous: AnalyticsSummary['previousTotals'];
  days: number;
}) {
  const figures = (
    [
      ['Page views', 'pageViews', formatCount],
      ['Sessions', 'sessions', formatCount],
      ['Product clicks', 'productClicks', formatCount],
      ['Orders', 'orders', formatCount],
      ['Revenue', 'revenue', formatRevenue],
      ['Conversion', 'conversion', formatConversion],
    ] as const
  ).map(
    ([label, key, show]) =>
      [label, show(totals[key]), formatChange(totals[key], previous[key], days)] as const,
  );
  return (
    <section aria-labelledby="analytics-totals-title" className="analytics-totals">
      <h2 id="analytics-totals-title" className="visually-hidden">
        Totals for the last {days} days
      </h2>
      <dl className="analytics-totals__list" data-testid="analytics-totals">
        {figures.map(([label, value, change]) => (
          <div key={label} className="analytics-totals__item">
            <dt>{label}</dt>
            <dd>
              {value}
              <span className="analytics-totals__change">{change}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The range's funnel: how many sessions reached each step on the way to paying. */
export function FunnelFigures({ funnel }: { funnel: AnalyticsSummary['funnel'] }) {
  const top = funnel[0]?.count ?? 0;
  return (
    <section aria-labelledby="analytics-funnel-title" className="analytics-funnel">
      <h2 id="analytics-funnel-title">From visit to paid</h2>
      <ol className="analytics-funnel__steps" data-testid="analytics-funnel">
        {funnel.map(({ step, count: reached }) => (
          <li key={step} className="analytics-funnel__step">
            <span className="analytics-funnel__label">{ANALYTICS_FUNNEL_LABELS[step]}</span>
            <span className="analytics-funnel__count">{formatCount(reached)}</span>
            <span className="analytics-funnel__share">
              {top > 0 ? `${Math.round((reached / top) * 100)}% of visits` : '—'}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
