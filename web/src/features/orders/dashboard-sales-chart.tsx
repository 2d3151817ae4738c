import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, sumMoney, type Dashboard } from '@dawalink/shared';
import { sellerUi } from '../../lib/i18n-seller-ui';

/** "2026-03-07" as "07-03" (day-month, DESIGN.md section 7), without time zone shifts. */
const dayLabel = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}`;
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * Daily sales as bars. The chart is a picture for sighted users; the same figures are in a table that screen
 * readers read instead (the chart itself is hidden from them).
 */
export function DashboardSalesChart({ daily }: { daily: Dashboard['daily'] }) {
  const total = sumMoney(daily.map((d) => d.sales));
  const T = sellerUi();
  return (
    <figure className="mb-0">
      <div className="dashboard-chart" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          {/* No keyboard layer: the chart is hidden from screen readers, so nothing in it may take the focus. */}
          <BarChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e5e7eb" />
            <XAxis dataKey="day" tickFormatter={dayLabel} tick={{ fontSize: 12 }} minTickGap={12} />
            <YAxis tickFormatter={(v: number) => compact.format(v)} tick={{ fontSize: 12 }} width={44} />
            <Tooltip
              formatter={(value) => [formatMoney(Number(value)), T.sales]}
              labelFormatter={(label) => dayLabel(String(label))}
              cursor={{ fill: 'rgba(15,118,110,.08)' }}
            />
            <Bar dataKey="sales" fill="#0f766e" radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="small text-muted mt-1">
        {T.chartSummary(daily.length, formatMoney(total))}
      </figcaption>
      <table className="visually-hidden">
        <caption>{T.dailySales}</caption>
        <thead>
          <tr>
            <th scope="col">{T.day}</th>
            <th scope="col">{T.ordersHeader}</th>
            <th scope="col">{T.sales}</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((d) => (
            <tr key={d.day}>
              <td>{dayLabel(d.day)}</td>
              <td>{d.orders}</td>
              <td>{formatMoney(d.sales)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
