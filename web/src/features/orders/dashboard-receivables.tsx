import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { overdueClass } from '@dawalink/shared';
import { moneyUi } from '../../lib/i18n-money-ui';
import { paths } from '../../lib/paths';
import { Money } from '../../components/money';
import { AgeingBar } from '../../components/ageing-bar';
import { dashboardQueries } from './orders-api';

/** What retailers owe the seller: receivables and overdue totals, with ageing, beside the sales figures. */
export function DashboardReceivables() {
  const query = useQuery(dashboardQueries.receivables());
  const totals = query.data?.totals;
  const T = moneyUi();
  // Its place is kept while it loads (the ageing takes longer than the sales figures): appearing later, the card
  // pushed the chart and the status table down (layout shift 0.14 on a phone).
  if (query.isPending) return <div className="page-card mb-3 dashboard-receivables-slot" aria-hidden="true" />;
  if (!totals) return null;
  return (
    <section className="page-card mb-3" aria-labelledby="dash-receivables">
      <div className="row g-3 align-items-center">
        <div className="col-12 col-md-5">
          <h2 className="h5" id="dash-receivables">
            {T.receivables}
          </h2>
          <dl className="dashboard-money mb-2">
            <dt>{T.owedToYou}</dt>
            <dd className="fs-4 fw-bold" data-testid="dash-receivables-total">
              <Money value={totals.balance} />
            </dd>
            <dt>{T.overdue}</dt>
            <dd className={`fs-5 fw-semibold ${overdueClass(totals.overdue)}`} data-testid="dash-overdue-total">
              <Money value={totals.overdue} />
            </dd>
          </dl>
          <Link to={paths.receivables}>{T.seeEveryRetailer}</Link>
        </div>
        <div className="col-12 col-md-7">
          <h3 className="h6 text-muted">{T.ageing}</h3>
          <AgeingBar ageing={totals.ageing} />
        </div>
      </div>
    </section>
  );
}
