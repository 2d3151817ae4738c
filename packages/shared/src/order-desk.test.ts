import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatTime,
  isBackwardStatus,
  isOrderSearchable,
  orderBulkStatusSchema,
  ORDER_STATUS_FLOW,
  ORDER_STATUSES,
  orderNumberOf,
  orderUpdateSchema,
  sellerOrdersQuerySchema,
  sellerSettingsUpdateSchema,
} from './index.js';

describe('order workflow', () => {
  it('offers every status once, in the order an order moves through them', () => {
    expect([...ORDER_STATUS_FLOW].sort()).toEqual([...ORDER_STATUSES].sort());
    expect(ORDER_STATUS_FLOW[0]).toBe('Pending');
    expect(ORDER_STATUS_FLOW.at(-1)).toBe('Cancel');
  });

  it('calls a change backwards when it returns to an earlier step or reopens a cancelled order', () => {
    expect(isBackwardStatus('Shipped', 'Pending')).toBe(true);
    expect(isBackwardStatus('Delivered', 'Payment Received')).toBe(true);
    expect(isBackwardStatus('Cancel', 'Pending')).toBe(true);
    expect(isBackwardStatus('Cancel', 'Delivered')).toBe(true);
    expect(isBackwardStatus('Pending', 'Shipped')).toBe(false);
    expect(isBackwardStatus('Delivered', 'Cancel')).toBe(false);
    expect(isBackwardStatus('Shipped', 'Shipped')).toBe(false);
  });
});

describe('order search', () => {
  it('searches an order number from one digit, other text from three characters', () => {
    expect(orderNumberOf('7')).toBe(7);
    expect(orderNumberOf(' #42 ')).toBe(42);
    expect(orderNumberOf('7a')).toBeNull();
    expect(orderNumberOf('1234567890')).toBeNull();
    expect(isOrderSearchable('7')).toBe(true);
    expect(isOrderSearchable('#1')).toBe(true);
    expect(isOrderSearchable('Al')).toBe(false);
    expect(isOrderSearchable('Ali')).toBe(true);
  });
});

describe('order desk schemas', () => {
  it('takes a status filter (old spelling too), a sort and a direction; refuses others', () => {
    expect(sellerOrdersQuerySchema.parse({})).toEqual({});
    expect(sellerOrdersQuerySchema.parse({ status: 'Payment Recieved', sort: 'total', dir: 'asc' })).toEqual({
      status: 'Payment Received',
      sort: 'total',
      dir: 'asc',
    });
    for (const bad of [{ status: 'Lost' }, { sort: 'price' }, { dir: 'up' }])
      expect(sellerOrdersQuerySchema.safeParse(bad).success).toBe(false);
  });

  it('trims a note, takes an empty one as none, and refuses one over 200 characters', () => {
    expect(orderUpdateSchema.parse({ status: 'Shipped', note: '  TCS 44  ' })).toEqual({
      status: 'Shipped',
      note: 'TCS 44',
    });
    expect(orderUpdateSchema.parse({ status: 'Shipped', note: '   ' })).toEqual({ status: 'Shipped', note: undefined });
    expect(orderUpdateSchema.parse({ status: 'Shipped', note: null }).note).toBeUndefined();
    expect(orderUpdateSchema.safeParse({ status: 'Shipped', note: 'x'.repeat(201) }).success).toBe(false);
  });

  it('takes 1 to 200 orders at once, each once', () => {
    expect(orderBulkStatusSchema.parse({ ids: [3, 1, 3], status: 'Cancel' }).ids).toEqual([3, 1]);
    expect(orderBulkStatusSchema.safeParse({ ids: [], status: 'Cancel' }).success).toBe(false);
    expect(
      orderBulkStatusSchema.safeParse({ ids: Array.from({ length: 201 }, (_, i) => i + 1), status: 'Cancel' }).success,
    ).toBe(false);
  });

  it('takes seller settings as true or false only', () => {
    expect(sellerSettingsUpdateSchema.parse({ notify_retailer_sms: false })).toEqual({ notify_retailer_sms: false });
    expect(sellerSettingsUpdateSchema.safeParse({ notify_retailer_sms: 'false' }).success).toBe(false);
  });
});

describe('dates with times', () => {
  it('writes day-month-year and a 24-hour time', () => {
    const d = new Date(2026, 2, 7, 14, 5);
    expect(formatTime(d)).toBe('14:05');
    expect(formatDateTime(d)).toBe('07-03-2026 14:05');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatTime(null)).toBe('');
  });
});
