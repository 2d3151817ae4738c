import { Link, useParams } from 'react-router';
import { paths } from '../../lib/paths';
import { EmptyState } from '../../components/empty-state';
import { StatementView } from './statement-view';

/** Retailer: its statement with one supplier, with the PDF. */
export default function SupplierStatementPage() {
  const sellerId = Number(useParams().sellerId);
  if (!Number.isInteger(sellerId) || sellerId <= 0) return <EmptyState text="Not found" />;
  return (
    <main className="container py-4 money-page">
      <Link to={paths.accounts} className="money-link small">
        ← Accounts
      </Link>
      <StatementView who={{ side: 'retailer', sellerId }} title={(l) => l.seller_name} />
    </main>
  );
}
