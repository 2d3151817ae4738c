import { describe, expect, it } from 'vitest';
import { apiPaths } from './api-paths.js';

describe('API paths', () => {
  it('encode the text they carry', () => {
    expect(apiPaths.otp.verify('+92 300')).toBe('/OTP/%2B92%20300/verify');
    expect(apiPaths.orders.sellerSearch(9, 'Al Shifa/2', '', 1)).toBe(
      '/OrdersCategory/seller/search/9/Al%20Shifa%2F2?offset=0&limit=50',
    );
    expect(apiPaths.sellers.storeName('A&B Traders')).toBe('/WholesellerControllerSignUp/StoreName/A%26B%20Traders');
  });

  it('page 50 lines at a time, from page 1', () => {
    expect(apiPaths.orders.sellerPage(9, 1, '')).toBe('/OrdersCategory/seller/9/0/50');
    expect(apiPaths.orders.retailerPage(5, '', 3)).toBe('/OrdersCategory/5/100/150');
    expect(apiPaths.catalogue.page(2, '')).toBe('/Admin?from=50&to=100');
    expect(apiPaths.orders.sellerSearch(9, 'shifa', '?status=Pending', 3)).toBe(
      '/OrdersCategory/seller/search/9/shifa?status=Pending&offset=100&limit=50',
    );
    expect(apiPaths.catalogue.selectableSearch(9, 'para 500', 2)).toBe(
      '/Admin/product/search/9/para%20500?offset=50&limit=50',
    );
  });

  it('leave out an empty query parameter, and the whole query when all are empty', () => {
    expect(apiPaths.catalogue.count('')).toBe('/Admin/length');
    expect(apiPaths.catalogue.count('pana dol')).toBe('/Admin/length?search=pana%20dol');
    expect(apiPaths.orders.retailerCount(5, '')).toBe('/OrdersCategory/length/5');
    expect(apiPaths.orders.retailerSearch(5, 'ali-traders', 'x')).toBe('/OrdersCategory/search/5/x?store=ali-traders');
    expect(apiPaths.orders.dashboard(9, 30, 'Asia/Karachi')).toBe('/Dashboard/9?days=30&tz=Asia%2FKarachi');
  });
});
