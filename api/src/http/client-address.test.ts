import { addressKey, isLoopback } from './client-address';

describe('client addresses', () => {
  it('keys IPv6 clients by their /64, IPv4 and mapped IPv4 by the address', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('knows loopback clients', () => {
    for (const ip of ['127.0.0.1', '127.12.34.56', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1']) expect(isLoopback(ip)).toBe(true);
    for (const ip of ['10.0.0.1', '128.0.0.1', '::2', '::ffff:10.0.0.1', '2001:db8::1', 'localhost', '']) expect(isLoopback(ip)).toBe(false);
  });
});
