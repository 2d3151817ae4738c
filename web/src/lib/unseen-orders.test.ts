// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderHook, act } from '@testing-library/react';
import { unseenOrders, useUnseenOrders } from './unseen-orders';

describe('unseen new orders', () => {
  it('counts new orders in the badge and in front of the tab title, and clears both', () => {
    document.title = 'DawaLink';
    const { result } = renderHook(() => useUnseenOrders());
    expect(result.current).toBe(0);
    act(() => unseenOrders.add(7));
    act(() => unseenOrders.add(8));
    act(() => unseenOrders.add(9));
    // The same order from a second tab's stream counts once.
    act(() => unseenOrders.add(8));
    expect(result.current).toBe(3);
    expect(document.title).toBe('(3) DawaLink');
    // Kept for a reload and for the other tabs.
    expect(JSON.parse(localStorage.getItem('unseenOrders') ?? '[]')).toEqual([7, 8, 9]);
    act(() => unseenOrders.clear());
    expect(result.current).toBe(0);
    expect(document.title).toBe('DawaLink');
    expect(localStorage.getItem('unseenOrders')).toBeNull();
  });
});
