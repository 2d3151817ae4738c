import { formatNumber } from './number-format.js';
import { formatMoney } from './money.js';

/** Texts of trade schemes ("buy 10 get 1 free"), pack multiples, the minimum order value and the retail price. */
export const SCHEME_MSG = {
  // the seller's listing form and PUT /api/MedicalProducts/{id}
  buyInvalid: 'Buy quantity must be a whole number from 1 to 10,000',
  freeInvalid: 'Free quantity must be a whole number from 1 to 1,000',
  schemeIncomplete: 'Enter both the buy and the free quantity, or neither for no scheme',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  endsBeforeStarts: 'The end date cannot be before the start date',
  packMultipleInvalid: 'Pack multiple must be a whole number from 1 to 10,000',
  retailPriceInvalid: 'Retail price must be an amount of 0 or more, or empty for none',
  minOrderValueInvalid: 'Minimum order value must be an amount of 0 or more (0 for none)',

  // the store, the cart and placing an order
  schemeLabel: (buy: number, free: number) => `${buy}+${free}`,
  schemeTitle: (buy: number, free: number) => `Buy ${buy} get ${free} free`,
  schemeUntil: (date: string) => `until ${date}`,
  schemeFrom: (date: string) => `from ${date}`,
  freeGoods: (free: number) => `+${formatNumber(free)} free`,
  addMoreForFree: (more: number, free: number) => `Add ${formatNumber(more)} more for ${formatNumber(free)} free`,
  packOf: (pack: number) => `Packs of ${formatNumber(pack)}`,
  notPackMultiple: (name: string, pack: number) =>
    `${name} is sold in packs of ${formatNumber(pack)}: order a multiple of ${formatNumber(pack)}`,
  belowMinimum: (minimum: number, more: number) =>
    `The minimum order is ${formatMoney(minimum)}: add ${formatMoney(more)} more to place it`,
  retailPrice: 'Retail price',
  margin: (percent: number) => `Margin ${formatNumber(percent, 1)}%`,
  free: 'Free',
} as const;
