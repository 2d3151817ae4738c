import { useQuery } from '@tanstack/react-query';
import { Badge, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import { formatMoney } from '@dawalink/shared';
import { errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { FormAlert } from '../../components/form-errors';
import { lastOrderedText } from './last-ordered';
import { teamQueries } from './team-api';
import './team.css';

/** Days without an order after which a retailer is worth a visit. */
const QUIET_DAYS = 14;

/** A booker's retailers (the owner: all who ordered), longest without an order first, and the booker's bookings. */
export default function MyRetailersPage() {
  const retailers = useQuery(teamQueries.retailers(''));
  const bookings = useQuery(teamQueries.bookings());
  return (
    <main className="container py-3">
      <h1 className="h3">My retailers</h1>
      <p>
        <Link to={paths.bookOrder} className="btn btn-primary team-touch">
          Book an order
        </Link>
      </p>
      {retailers.isPending ? (
        <Spinner role="status" aria-label="Loading retailers" />
      ) : retailers.isError ? (
        <FormAlert message={errorMessage(retailers.error)} />
      ) : retailers.data.length === 0 ? (
        <p>No retailers yet: the retailers you book for are listed here.</p>
      ) : (
        <table className="table align-middle team-table">
          <caption className="visually-hidden">My retailers</caption>
          <thead>
            <tr>
              <th scope="col">Store</th>
              <th scope="col">Phone</th>
              <th scope="col">Last ordered</th>
              <th scope="col">Orders</th>
            </tr>
          </thead>
          <tbody>
            {retailers.data.map((r) => (
              <tr key={r.id}>
                <td data-label="Store">
                  {r.store}
                  <div className="small text-muted">{r.full_name}</div>
                </td>
                <td data-label="Phone">{r.phone}</td>
                <td data-label="Last ordered">
                  {lastOrderedText(r)}{' '}
                  {r.days_since_order !== null && r.days_since_order >= QUIET_DAYS && <Badge bg="warning" text="dark">Visit</Badge>}
                </td>
                <td data-label="Orders">{r.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2 className="h5 mt-4">My bookings</h2>
      {bookings.isPending ? (
        <Spinner role="status" aria-label="Loading bookings" />
      ) : bookings.isError ? (
        <FormAlert message={errorMessage(bookings.error)} />
      ) : bookings.data.length === 0 ? (
        <p>No bookings yet.</p>
      ) : (
        <table className="table align-middle team-table">
          <caption className="visually-hidden">My bookings</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Store</th>
              <th scope="col">Date</th>
              <th scope="col">Total</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {bookings.data.map((o) => (
              <tr key={o.id}>
                <td data-label="Order">#{o.id}</td>
                <td data-label="Store">{o.store}</td>
                <td data-label="Date">{new Date(o.order_date).toLocaleDateString('en-PK')}</td>
                <td data-label="Total">{formatMoney(o.total)}</td>
                <td data-label="Status">{o.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
