import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/** The frame of a checkout step: a titled card with a way back to the store. */
export function CheckoutShell({
  url,
  title,
  subtitle,
  children,
  wide,
}: {
  url: string;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <main className="container">
      <div className={`page-card auth-card ${wide ? 'checkout-wide' : ''}`}>
        <Link to={paths.store(url)} className="small d-inline-block mb-2">
          ← Back to the store
        </Link>
        <h1 className="h4 mb-1">{title}</h1>
        {subtitle && <p className="text-muted small">{subtitle}</p>}
        {children}
      </div>
    </main>
  );
}
