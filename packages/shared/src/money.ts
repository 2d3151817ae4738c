const rupees = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** `Rs. 1,250/-`: the spec's money format. */
export function formatMoney(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  return `Rs. ${rupees.format(Number.isFinite(value) ? value : 0)}/-`;
}

/** Adds money in paisa so that sums of prices never drift like floats do. */
export function sumMoney(values: Array<number>): number {
  return values.reduce((acc, v) => acc + Math.round(v * 100), 0) / 100;
}

/** price × quantity in paisa, back to rupees. */
export function lineTotal(price: number, quantity: number): number {
  return (Math.round(price * 100) * quantity) / 100;
}
