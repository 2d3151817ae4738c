import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import { formatDateTime, formatMoney, PAGE_SIZE } from '@dawalink/shared';
import { teamUi } from '../../lib/i18n-team-ui';
import { moneyUi } from '../../lib/i18n-money-ui';
import { errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useSellerTimeZone } from '../../lib/seller-settings';
import { FormAlert } from '../../components/form-errors';
import { Pagination } from '../../components/pagination';
import { describeAction } from './activity-sentence';
import { teamQueries } from './team-api';
import './team.css';

/** The owner's Activity: who did what on the seller's side (payments, prices, team changes), newest first, PAGE_SIZE a page. */
export default function TeamActivityPage() {
  const T = teamUi();
  const tz = useSellerTimeZone();
  const [page, setPage] = useState(1);
  const activity = useQuery(teamQueries.activityPage(page));
  const texts = { team: T, money: moneyUi(), money$: formatMoney };
  const from = (page - 1) * PAGE_SIZE + 1;
  return (
    <main className="container py-3">
      <p className="mb-1">
        <Link to={paths.team}>{T.team}</Link>
      </p>
      <h1 className="h3" id="activity-title">
        {T.activity}
      </h1>
      <p className="text-muted">{T.activityIntro}</p>
      {activity.isPending ? (
        <Spinner role="status" aria-label={T.loadingActivity} />
      ) : activity.isError ? (
        <FormAlert message={errorMessage(activity.error)} />
      ) : activity.data.total === 0 ? (
        <p>{T.noActivity}</p>
      ) : (
        <>
          <p className="text-muted small mb-2 tabular" id="activity-range">
            {T.activityRange(from, from + activity.data.rows.length - 1, activity.data.total)}
          </p>
          <table className="table align-middle team-table activity-table">
            <caption className="visually-hidden">{T.activity}</caption>
            <thead>
              <tr>
                <th scope="col">{T.when}</th>
                <th scope="col">{T.who}</th>
                <th scope="col">{T.what}</th>
                <th scope="col">
                  <span className="visually-hidden">{T.link}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {activity.data.rows.map((row) => {
                const line = describeAction(row, texts);
                return (
                  <tr key={row.id}>
                    <td data-label={T.when} className="tabular text-nowrap">
                      {formatDateTime(row.at, tz)}
                    </td>
                    <td data-label={T.who}>
                      {/* One child: at phone width the cell is a labelled row and its children spread apart. */}
                      <span>
                        <bdi>{row.actor_name}</bdi>
                        {row.member_id === null && <span className="small text-muted"> ({T.role.owner})</span>}
                      </span>
                    </td>
                    <td data-label={T.what} className="activity-what">
                      {line.text}
                    </td>
                    <td data-label={T.link} className={line.link ? undefined : 'activity-no-link'}>
                      {line.link && <Link to={line.link.to}>{line.link.label}</Link>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <Pagination
            page={page}
            pageCount={Math.ceil(activity.data.total / PAGE_SIZE)}
            onPage={setPage}
            startAt="activity-range"
          />
        </>
      )}
    </main>
  );
}
