import { formatMoney, sumMoney, type Ageing } from '@dawalink/shared';
import './ageing-bar.css';

const BUCKETS: Array<{ key: keyof Ageing; label: string }> = [
  { key: 'd0_30', label: '0-30 days' },
  { key: 'd31_60', label: '31-60 days' },
  { key: 'd61_90', label: '61-90 days' },
  { key: 'd90_plus', label: '90+ days' },
];

/**
 * What is owed by age as one stacked bar (older is darker) with its figures beside it. Plain elements, no chart
 * library: the bar is decoration for sighted users, the list says the same in words.
 */
export function AgeingBar({ ageing, small = false }: { ageing: Ageing; small?: boolean }) {
  const total = sumMoney(BUCKETS.map((b) => ageing[b.key]));
  return (
    <div className={`ageing ${small ? 'ageing-small' : ''}`}>
      <div className="ageing-bar" aria-hidden="true">
        {total > 0 &&
          BUCKETS.map((b) =>
            ageing[b.key] > 0 ? <span key={b.key} className={`ageing-${b.key}`} style={{ width: `${(ageing[b.key] / total) * 100}%` }} /> : null,
          )}
      </div>
      <ul className="ageing-legend list-unstyled mb-0" aria-label="Ageing">
        {BUCKETS.map((b) => (
          <li key={b.key}>
            <span className={`ageing-dot ageing-${b.key}`} aria-hidden="true" />
            <span className="text-muted">{b.label}</span> <span className="money">{formatMoney(ageing[b.key])}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
