import { formatNumber } from './number-format.js';
import { MAX_QUANTITY, QUANTITY_CONFIRM_ABOVE } from './constants.js';

export const QUANTITY_MSG = {
  atLeastOne: 'Enter a quantity of 1 or more',
  wholeNumber: 'Enter a whole number',
  atMost: `Quantity must be at most ${formatNumber(MAX_QUANTITY)}`,
  farAboveUsual: (quantity: number) =>
    `${formatNumber(quantity)} is far more than usual (over ${formatNumber(QUANTITY_CONFIRM_ABOVE)}). Is it right?`,
  keep: (quantity: number) => `Yes, ${formatNumber(quantity)}`,
} as const;

export type QuantityCheck =
  | { kind: 'ok'; quantity: number }
  | { kind: 'large'; quantity: number; message: string }
  | { kind: 'invalid'; message: string };

/**
 * A quantity as typed into the store's quantity boxes: empty, 0 or negative says so (instead of silently becoming
 * 1), over MAX_QUANTITY is refused as the order schema would, and over QUANTITY_CONFIRM_ABOVE needs a yes.
 */
export function checkQuantity(text: string): QuantityCheck {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '-') return { kind: 'invalid', message: QUANTITY_MSG.atLeastOne };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { kind: 'invalid', message: QUANTITY_MSG.atLeastOne };
  if (value < 1) return { kind: 'invalid', message: QUANTITY_MSG.atLeastOne };
  if (!Number.isInteger(value)) return { kind: 'invalid', message: QUANTITY_MSG.wholeNumber };
  if (value > MAX_QUANTITY) return { kind: 'invalid', message: QUANTITY_MSG.atMost };
  if (value > QUANTITY_CONFIRM_ABOVE)
    return { kind: 'large', quantity: value, message: QUANTITY_MSG.farAboveUsual(value) };
  return { kind: 'ok', quantity: value };
}
