// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderHook, act } from '@testing-library/react';
import { unseenOrders, useUnseenOrders } from './unseen-orders';

describe('unseen new orders', () => {
  it('counts new orders in the badge and in front of the tab title, and clears both', () => {
    document.title = 'DawaLink';
    const { result } = renderHook(() => useUnseenOrders());
    expect(result.current).toBe(0);
    act(() => unseenOrders.add());
    act(() => unseenOrders.add());
    act(() => unseenOrders.add());
    expect(result.current).toBe(3);
    expect(document.title).toBe('(3) DawaLink');
    act(() => unseenOrders.clear());
    expect(result.current).toBe(0);
    expect(document.title).toBe('DawaLink');
  });
});
