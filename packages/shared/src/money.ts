const wholeRupees = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const rupeesAndPaisa = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, minimumFractionDigits: 2 });

/** `Rs. 1,250/-`: the spec's money format. */
export function formatMoney(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  const safe = Number.isFinite(value) ? Math.round(value * 100) / 100 : 0;
  // Whole rupees as the spec writes them; with paisa always two decimals (2,526.20, never 2,526.2).
  return `Rs. ${(Number.isInteger(safe) ? wholeRupees : rupeesAndPaisa).format(safe)}/-`;
}

/** Adds money in paisa so that sums of prices never drift like floats do. */
export function sumMoney(values: Array<number>): number {
  return values.reduce((acc, v) => acc + Math.round(v * 100), 0) / 100;
}

/** price × quantity in paisa, back to rupees. */
export function lineTotal(price: number, quantity: number): number {
  return (Math.round(price * 100) * quantity) / 100;
}
