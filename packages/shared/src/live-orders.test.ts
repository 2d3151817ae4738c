import { describe, expect, it } from 'vitest';
import { readLiveOrderEvent } from './live-orders.js';

describe('readLiveOrderEvent', () => {
  const event = {
    id: 7,
    store: 'Madina Medical',
    total: 1250.5,
    order_Date: '2026-11-27T05:00:00.000Z',
    phone_no: '03001234567',
  };

  it('reads an order event as the server sends it, with or without the phone', () => {
    expect(readLiveOrderEvent(JSON.stringify(event))).toEqual(event);
    expect(readLiveOrderEvent(JSON.stringify({ ...event, phone_no: null }))).toEqual({ ...event, phone_no: null });
    const { phone_no: _phone, ...withoutPhone } = event;
    expect(readLiveOrderEvent(JSON.stringify(withoutPhone))).toEqual({ ...withoutPhone, phone_no: undefined });
  });

  it('keeps only the event fields', () => {
    expect(readLiveOrderEvent(JSON.stringify({ ...event, extra: '<script>' }))).toEqual(event);
  });

  it('refuses text that is not an order event', () => {
    for (const data of [
      '',
      'not json',
      'null',
      '42',
      '[]',
      JSON.stringify({ ...event, id: '7' }),
      JSON.stringify({ ...event, store: undefined }),
      JSON.stringify({ ...event, total: null }),
      JSON.stringify({ ...event, order_Date: 5 }),
      JSON.stringify({ ...event, phone_no: 3001234567 }),
    ])
      expect(readLiveOrderEvent(data), data).toBeNull();
  });
});
