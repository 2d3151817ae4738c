import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import { formatMoney, normaliseStatus, PAGE_SIZE } from '@dawalink/shared';
import { shopUi } from '../../lib/shop-texts';
import { teamUi } from '../../lib/i18n-team-ui';
import { errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { FormAlert } from '../../components/form-errors';
import { Pagination } from '../../components/pagination';
import { lastOrderedText } from './last-ordered';
import { teamQueries } from './team-api';
import './team.css';

/** Days without an order after which a retailer is worth a visit. */
const QUIET_DAYS = 14;

/** A status as the badges name it, in the page's language. */
const statusText = (status: string) => {
  const known = normaliseStatus(status);
  return known ? shopUi().statusLabel[known] : status;
};

/**
 * A booker's retailers (the owner: all who ordered), longest without an order first, and the booker's bookings (the
 * owner: every booked order), newest first: each list PAGE_SIZE a page with how many there are.
 */
export default function MyRetailersPage() {
  const T = teamUi();
  const [page, setPage] = useState(1);
  const [bookingsPage, setBookingsPage] = useState(1);
  const retailers = useQuery(teamQueries.retailersPage(page));
  const bookings = useQuery(teamQueries.bookingsPage(bookingsPage));
  return (
    <main className="container py-3">
      <h1 className="h3">{T.myRetailers}</h1>
      <p>
        <Link to={paths.bookOrder} className="btn btn-primary team-touch">
          {T.bookOrder}
        </Link>
      </p>
      {retailers.isPending ? (
        <Spinner role="status" aria-label={T.loadingRetailers} />
      ) : retailers.isError ? (
        <FormAlert message={errorMessage(retailers.error)} />
      ) : retailers.data.total === 0 ? (
        <p>{T.noRetailers}</p>
      ) : (
        <>
          <p className="text-muted small mb-2" id="my-retailers-total">
            {T.retailersTotal(retailers.data.total)}
          </p>
          <table className="table align-middle team-table">
            <caption className="visually-hidden">{T.myRetailers}</caption>
            <thead>
              <tr>
                <th scope="col">{T.store}</th>
                <th scope="col">{T.phone}</th>
                <th scope="col">{T.lastOrderedHeader}</th>
                <th scope="col">{T.orders}</th>
              </tr>
            </thead>
            <tbody>
              {retailers.data.rows.map((r) => (
                <tr key={r.id}>
                  <td data-label={T.store}>
                    {r.store}
                    <div className="small text-muted">{r.full_name}</div>
                  </td>
                  <td data-label={T.phone}>{r.phone}</td>
                  <td data-label={T.lastOrderedHeader}>
                    {lastOrderedText(r)}{' '}
                    {r.days_since_order !== null && r.days_since_order >= QUIET_DAYS && (
                      <Badge bg="warning" text="dark">
                        {T.visit}
                      </Badge>
                    )}
                  </td>
                  <td data-label={T.orders}>{r.orders}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            page={page}
            pageCount={Math.ceil(retailers.data.total / PAGE_SIZE)}
            onPage={setPage}
            startAt="my-retailers-total"
          />
        </>
      )}
      {/* A region named by its heading: its page buttons are told apart from the retailers' by it. */}
      <section aria-labelledby="my-bookings-title">
        <h2 className="h5 mt-4" id="my-bookings-title">
          {T.myBookings}
        </h2>
        {bookings.isPending ? (
          <Spinner role="status" aria-label={T.loadingBookings} />
        ) : bookings.isError ? (
          <FormAlert message={errorMessage(bookings.error)} />
        ) : bookings.data.total === 0 ? (
          <p>{T.noBookings}</p>
        ) : (
          <>
            <p className="text-muted small mb-2">{T.bookingsTotal(bookings.data.total)}</p>
            <table className="table align-middle team-table">
              <caption className="visually-hidden">{T.myBookings}</caption>
              <thead>
                <tr>
                  <th scope="col">{T.order}</th>
                  <th scope="col">{T.store}</th>
                  <th scope="col">{T.date}</th>
                  <th scope="col">{T.totalHeader}</th>
                  <th scope="col">{T.status}</th>
                </tr>
              </thead>
              <tbody>
                {bookings.data.rows.map((o) => (
                  <tr key={o.id}>
                    <td data-label={T.order}>#{o.id}</td>
                    <td data-label={T.store}>{o.store}</td>
                    <td data-label={T.date}>{new Date(o.order_date).toLocaleDateString('en-PK')}</td>
                    <td data-label={T.totalHeader}>{formatMoney(o.total)}</td>
                    <td data-label={T.status}>{statusText(o.status)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pagination
              page={bookingsPage}
              pageCount={Math.ceil(bookings.data.total / PAGE_SIZE)}
              onPage={setBookingsPage}
              startAt="my-bookings-title"
            />
          </>
        )}
      </section>
    </main>
  );
}
