import { Link, useParams } from 'react-router';
import { DEFAULT_TIME_ZONE } from '@dawalink/shared';
import { paths } from '../../lib/paths';
import { EmptyState } from '../../components/empty-state';
import { StatementView } from './statement-view';
import { moneyText } from './money-text';

/** Retailer: its statement with one supplier, with the PDF. */
export default function SupplierStatementPage() {
  const sellerId = Number(useParams().sellerId);
  const T = moneyText();
  if (!Number.isInteger(sellerId) || sellerId <= 0) return <EmptyState text={T.notFound} />;
  return (
    <main className="container py-4 money-page">
      <Link to={paths.accounts} className="money-link small">
        {T.backAccounts}
      </Link>
      {/* Dates in Pakistan's time, not the device's: as the server draws the statement's first screen. */}
      <StatementView who={{ side: 'retailer', sellerId }} title={(l) => l.seller_name} timeZone={DEFAULT_TIME_ZONE} />
    </main>
  );
}
