import { formatMoney } from '@dawalink/shared';

/** A price as `formatMoney` writes it (`Rs. 1,250/-`, `Rs. 1,250.50`), in tabular figures. */
export function Money({ value }: { value: number | string | null | undefined }) {
  return <span className="money">{formatMoney(value)}</span>;
}
