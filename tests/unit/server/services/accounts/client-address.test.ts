// The per-address limits' key (issue 24): an IPv6 client is counted by its /64, since it holds all of it (RFC 6177).
import { describe, expect, it } from 'vitest';
import { addressKey } from '../../../../../host-site/server/services/accounts/client-address';

describe('addressKey', () => {
  it('keeps an IPv4 address, and takes the IPv4 of an IPv4-mapped IPv6 address', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one, however it is written', () => {
    const key = '2001:db8:a:b::/64';
    for (const address of ['2001:db8:a:b::1', '2001:0db8:000a:000b:ffff:ffff:ffff:ffff', '2001:DB8:A:B:1:2:3:4', '2001:db8:a:b::1%eth0', '2001:db8:a:b::192.0.2.1']) {
      expect(addressKey(address), address).toBe(key);
    }
    expect(addressKey('2001:db8:a:c::1')).toBe('2001:db8:a:c::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('leaves what is no IP address as it is', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});
