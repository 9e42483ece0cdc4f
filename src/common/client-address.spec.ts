import { clientAddressKey, signInAddressKey } from './client-address';

describe(clientAddressKey.name, () => {
  it('keeps IPv4 addresses and unwraps IPv4-mapped IPv6', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts IPv6 addresses per /64, whatever their spelling', () => {
    const key = clientAddressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0db8:0001:0002::1')).toBe(key);
    expect(clientAddressKey('2001:DB8:1:2:ffff::')).toBe(key);
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('has a key for a missing address', () => {
    expect(clientAddressKey(undefined)).toBe('unknown');
  });
});

describe(signInAddressKey.name, () => {
  it('counts IPv6 addresses per /48 (one site), IPv4 addresses as they are', () => {
    const key = signInAddressKey('2001:db8:4d2:1:aaaa:bbbb:cccc:dddd');
    expect(key).toBe('2001:db8:4d2::/48');
    expect(signInAddressKey('2001:0db8:04d2:ffff::1')).toBe(key);
    expect(signInAddressKey('2001:db8:4d3::1')).not.toBe(key);
    expect(signInAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(signInAddressKey(undefined)).toBe('unknown');
  });
});
