import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, ButtonGroup, Table } from 'react-bootstrap';
import { useQuery } from '@tanstack/react-query';
import {
  DASHBOARD_DAYS,
  DASHBOARD_OPENING_DAYS,
  STATUS_COLOURS,
  formatNumber,
  normaliseStatus,
  timeZoneLabelIn,
} from '@dawalink/shared';
import { currentLanguage } from '../../lib/i18n';
import { errorMessage } from '../../lib/api';
import { dashboardQueries } from './orders-api';
import { useSession } from '../../lib/session';
import { Money } from '../../components/money';
import { StatusBadge } from '../../components/status-badge';
import { EmptyState } from '../../components/empty-state';
import { PageSpinner } from '../../components/page-spinner';
import { useAfterFirstPage } from '../../lib/after-first-page';
import { DashboardReceivables } from './dashboard-receivables';
import { sellerUi } from '../../lib/i18n-seller-ui';
import './dashboard.css';

// The chart library (uPlot) loads after the figures: they never wait for it.
const DashboardSalesChart = lazy(() =>
  import('./dashboard-sales-chart').then((m) => ({ default: m.DashboardSalesChart })),
);

function Figure({ title, sales, orders }: { title: string; sales: number; orders: number }) {
  return (
    <div className="col-12 col-sm-4">
      <section className="page-card h-100 dashboard-figure" aria-label={title}>
        <h2 className="h6 text-muted mb-1">{title}</h2>
        <div className="fs-4 fw-bold">
          <Money value={sales} />
        </div>
        <div className="small text-muted">{sellerUi().orderCount(orders)}</div>
      </section>
    </div>
  );
}

/** Seller: sales today / this week / this month, daily sales, orders by status, top products and retailers. */
export default function SellerDashboardPage() {
  const T = sellerUi();
  const { user } = useSession();
  const [days, setDays] = useState<number>(DASHBOARD_OPENING_DAYS);
  const sellerId = user?.id ?? 0;
  const query = useQuery({ ...dashboardQueries.seller(sellerId, days), enabled: sellerId > 0 });
  // The chart's code (uPlot) loads once the first page has settled: the figures and
  // tables draw without waiting for it, and its spinner keeps the chart's height meanwhile.
  const chartWanted = useAfterFirstPage();

  const d = query.data;
  const maxStatus = Math.max(1, ...(d?.by_status.map((s) => s.count) ?? [0]));
  const anySales = Boolean(d && d.daily.some((x) => x.orders > 0));

  return (
    <main className="container py-4 dashboard-page">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">{T.dashboard}</h1>
        <ButtonGroup aria-label={T.period}>
          {DASHBOARD_DAYS.map((n) => (
            <Button
              key={n}
              variant={days === n ? 'primary' : 'outline-primary'}
              aria-pressed={days === n}
              onClick={() => setDays(n)}
            >
              {T.days(n)}
            </Button>
          ))}
        </ButtonGroup>
      </div>

      {query.isPending ? (
        <PageSpinner />
      ) : query.isError || !d ? (
        <EmptyState text={errorMessage(query.error)} />
      ) : (
        <>
          <div className="row g-3 mb-3">
            <Figure title={T.salesToday} {...d.today} />
            <Figure title={T.salesThisWeek} {...d.week} />
            <Figure title={T.salesThisMonth} {...d.month} />
          </div>
          <DashboardReceivables />

          <div className="row g-3 mb-3">
            <div className="col-12 col-lg-8">
              <section className="page-card h-100" aria-labelledby="dash-daily">
                <h2 className="h5" id="dash-daily">
                  {T.dailySalesLast(d.days)}
                </h2>
                {anySales && !chartWanted ? (
                  <div className="dashboard-chart d-flex align-items-center justify-content-center">
                    <PageSpinner label={T.loadingChart} />
                  </div>
                ) : anySales ? (
                  <Suspense
                    fallback={
                      // The chart's own height while its code loads, so nothing below moves when it comes.
                      <div className="dashboard-chart d-flex align-items-center justify-content-center">
                        <PageSpinner label={T.loadingChart} />
                      </div>
                    }
                  >
                    {chartWanted && <DashboardSalesChart daily={d.daily} />}
                  </Suspense>
                ) : (
                  <EmptyState text={T.noSales} />
                )}
              </section>
            </div>
            <div className="col-12 col-lg-4">
              <section className="page-card h-100" aria-labelledby="dash-status">
                <h2 className="h5" id="dash-status">
                  {T.ordersByStatus}
                </h2>
                <Table className="mb-0 dashboard-status" aria-labelledby="dash-status">
                  <thead className="visually-hidden">
                    <tr>
                      <th scope="col">{T.status}</th>
                      <th scope="col">{T.ordersHeader}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {d.by_status.map((s) => {
                      const known = normaliseStatus(s.status);
                      return (
                        <tr key={s.status}>
                          <td className="w-50">
                            <StatusBadge status={s.status} />
                            <div className="status-bar" aria-hidden="true">
                              <span
                                style={{
                                  width: `${(s.count / maxStatus) * 100}%`,
                                  background: known ? STATUS_COLOURS[known].background : '#6c757d',
                                }}
                              />
                            </div>
                          </td>
                          <td className="text-end tabular fw-semibold">{formatNumber(s.count)}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </Table>
              </section>
            </div>
          </div>

          <div className="row g-3">
            <div className="col-12 col-md-6">
              <TopList
                id="dash-products"
                title={T.topProducts}
                nameHeader={T.product}
                countHeader={T.qty}
                rows={d.top_products.map((p) => ({
                  key: p.product_name,
                  name: p.product_name,
                  count: p.quantity,
                  sales: p.sales,
                }))}
              />
            </div>
            <div className="col-12 col-md-6">
              <TopList
                id="dash-retailers"
                title={T.topRetailers}
                nameHeader={T.store}
                countHeader={T.ordersHeader}
                rows={d.top_retailers.map((r) => ({
                  key: r.retailer_id,
                  name: (
                    <>
                      <bdi>{r.store}</bdi>
                      {/* The phone tells apart two retailers with the same store name. */}
                      <div className="small text-muted">
                        {r.retailer_name} · {r.phone}
                      </div>
                    </>
                  ),
                  count: r.orders,
                  sales: r.sales,
                }))}
              />
            </div>
          </div>
          <p className="small text-muted mt-3 mb-0">{T.salesNote(timeZoneLabelIn(currentLanguage(), d.tz))}</p>
        </>
      )}
    </main>
  );
}

interface TopRow {
  key: string | number;
  name: ReactNode;
  count: number;
  sales: number;
}

/** A ranked table (top products, top retailers): name, a count and the sales, or the empty text. */
function TopList({
  id,
  title,
  nameHeader,
  countHeader,
  rows,
}: {
  id: string;
  title: string;
  nameHeader: string;
  countHeader: string;
  rows: TopRow[];
}) {
  return (
    <section className="page-card h-100" aria-labelledby={id}>
      <h2 className="h5" id={id}>
        {title}
      </h2>
      {rows.length === 0 ? (
        <EmptyState text={sellerUi().noSales} />
      ) : (
        <Table className="mb-0" aria-labelledby={id}>
          <thead>
            <tr>
              <th scope="col">{nameHeader}</th>
              <th scope="col" className="text-end">
                {countHeader}
              </th>
              <th scope="col" className="text-end">
                {sellerUi().sales}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td className="text-break">{row.name}</td>
                <td className="text-end tabular">{formatNumber(row.count)}</td>
                <td className="text-end money-cell">
                  <Money value={row.sales} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
