/** Links to one money page: apart from lib/paths.ts, whose module every first visit loads. */
export const moneyPaths = {
  sellerStatement: (retailerId: number) => `/receivables/${retailerId}`,
  supplierStatement: (sellerId: number) => `/accounts/${sellerId}`,
  returnDetail: (id: number) => `/returns/${id}`,
  requestReturn: (orderId: number) => `/requestReturn/${orderId}`,
  invoice: (orderId: number) => `/invoice/${orderId}`,
};
