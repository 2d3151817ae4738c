import type { ReactNode } from 'react';
import { overdueClass } from '@dawalink/shared';
import { Money } from '../../components/money';
import { lastPaymentText, moneyText } from './money-text';

/** What the retailer's accounts and the seller's receivables show of each account. */
interface AccountRow {
  phone: string;
  balance: number;
  overdue: number;
  last_payment_at: string | null;
}

interface FiguresProps {
  row: AccountRow;
  /** The credit limit as the page words it. */
  limit: ReactNode;
  timeZone?: string;
}

/** An account's card figures: balance, overdue, credit limit and last payment. */
export function AccountFigures({ row, limit, timeZone }: FiguresProps) {
  const T = moneyText();
  return (
    <dl className="money-card-figures mb-0 mt-2">
      <dt>{T.balance}</dt>
      <dd>
        <Money value={row.balance} />
      </dd>
      <dt>{T.overdue}</dt>
      <dd className={overdueClass(row.overdue)}>
        <Money value={row.overdue} />
      </dd>
      <dt>{T.creditLimit}</dt>
      <dd>{limit}</dd>
      <dt>{T.lastPayment}</dt>
      <dd>{lastPaymentText(row.last_payment_at, timeZone)}</dd>
    </dl>
  );
}

/** An account table's headers after the name: phone, balance, overdue, the page's own (`children`), credit limit, last payment. */
export function AccountHeads({ children }: { children?: ReactNode }) {
  const T = moneyText();
  return (
    <>
      <th scope="col">{T.phone}</th>
      <th scope="col" className="text-end">
        {T.balance}
      </th>
      <th scope="col" className="text-end">
        {T.overdue}
      </th>
      {children}
      <th scope="col" className="text-end">
        {T.creditLimit}
      </th>
      <th scope="col">{T.lastPayment}</th>
    </>
  );
}

/** An account's table cells after the name, in the order of AccountHeads. */
export function AccountCells({ row, limit, timeZone, children }: FiguresProps & { children?: ReactNode }) {
  return (
    <>
      <td className="tabular">{row.phone}</td>
      <td className="text-end fw-semibold">
        <Money value={row.balance} />
      </td>
      <td className={`text-end ${overdueClass(row.overdue)}`}>
        <Money value={row.overdue} />
      </td>
      {children}
      <td className="text-end">{limit}</td>
      <td className="tabular">{lastPaymentText(row.last_payment_at, timeZone)}</td>
    </>
  );
}
