import { formatMoney } from '@dawalink/shared';

/** A price as the spec writes it: `Rs. 1,250/-`, in tabular figures. */
export function Money({ value }: { value: number | string | null | undefined }) {
  return <span className="money">{formatMoney(value)}</span>;
}
