import { formatMoney, sumMoney, type Ageing } from '@dawalink/shared';
import { moneyUi } from '../lib/i18n-money-ui';
import './ageing-bar.css';

const BUCKETS: Array<keyof Ageing> = ['d0_30', 'd31_60', 'd61_90', 'd90_plus'];

/**
 * What is owed by age as one stacked bar (older is darker) with its figures beside it. Plain elements, no chart
 * library: the bar is decoration for sighted users, the list says the same in words. `ageing` null (still loading)
 * draws the same lines with placeholders for the figures, so nothing below moves when they come.
 */
export function AgeingBar({ ageing, small = false }: { ageing: Ageing | null; small?: boolean }) {
  const T = moneyUi();
  const total = ageing ? sumMoney(BUCKETS.map((b) => ageing[b])) : 0;
  return (
    <div className={`ageing ${small ? 'ageing-small' : ''}`}>
      <div className="ageing-bar" aria-hidden="true">
        {ageing &&
          total > 0 &&
          BUCKETS.map((b) =>
            ageing[b] > 0 ? (
              <span key={b} className={`ageing-${b}`} style={{ width: `${(ageing[b] / total) * 100}%` }} />
            ) : null,
          )}
      </div>
      <ul className="ageing-legend list-unstyled mb-0" aria-label={T.ageing}>
        {BUCKETS.map((b) => (
          <li key={b}>
            <span className={`ageing-dot ageing-${b}`} aria-hidden="true" />
            <span className="text-muted">{T[b]}</span>{' '}
            {ageing ? (
              <span className="money">{formatMoney(ageing[b])}</span>
            ) : (
              <span className="money" aria-hidden="true">
                <span className="placeholder col-4" />
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
