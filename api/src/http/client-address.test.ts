import { describe, expect, it } from 'vitest';
import { canonicalAddress, clientKey } from './client-address.ts';

/** Per-client limits count a client by its key: one IPv4 address, or one IPv6 /64. */
const keyOf = (address: string) => clientKey(canonicalAddress(address) ?? '');

describe('the key a client is counted by', () => {
  it('given two IPv6 addresses in one /64, however written, then they are one client', () => {
    expect(keyOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(keyOf('2001:0DB8:0001:0002:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
  });

  it('given IPv6 addresses in neighbouring /64s, then they are two clients', () => {
    expect(keyOf('2001:db8:1:3::1')).not.toBe(keyOf('2001:db8:1:2::1'));
  });

  it('given IPv4 addresses, then each is a client of its own, and an IPv4-mapped IPv6 one is its IPv4 address', () => {
    expect(keyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(keyOf('203.0.113.8')).toBe('203.0.113.8');
    expect(keyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });
});
