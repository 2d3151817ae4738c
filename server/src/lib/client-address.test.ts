import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.js';

describe('clientAddress', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6, and counts IPv6 by its /64', () => {
    expect(clientAddress({ ip: '203.0.113.9' })).toBe('203.0.113.9');
    expect(clientAddress({ ip: '::ffff:203.0.113.9' })).toBe('203.0.113.9');
    const a = clientAddress({ ip: '2001:db8:85a3:0:1:2:3:4' });
    const b = clientAddress({ ip: '2001:0db8:85a3:0000:ffff:ffff:ffff:ffff' });
    const c = clientAddress({ ip: '2001:db8:85a3::9' });
    expect(a).toBe('2001:db8:85a3:0::/64');
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(clientAddress({ ip: '2001:db8:85a4::1' })).not.toBe(a);
    expect(clientAddress({ ip: '::1' })).toBe('0:0:0:0::/64');
  });
});
