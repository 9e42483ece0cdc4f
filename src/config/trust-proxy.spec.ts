import { ConfigError, loadConfig, parseTrustProxy } from './app-config';

describe('TRUST_PROXY', () => {
  it('takes true, false, a hop count, or a list of addresses, CIDR ranges and Express names', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1')).toEqual(['10.0.0.1']);
    expect(parseTrustProxy('loopback, 10.0.0.0/8 ,fd00::/8,192.168.0.0/255.255.0.0')).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
      '192.168.0.0/255.255.0.0',
    ]);
  });

  it('refuses anything else with one line naming the variable', () => {
    for (const bad of ['maybe', '10.0.0.0/33', '10.0.0.1,', 'example.com', 'fd00::/129', '1.2.3.4/8/9', '100']) {
      expect(() => parseTrustProxy(bad)).toThrow(ConfigError);
      expect(() => parseTrustProxy(bad)).toThrow(/^TRUST_PROXY must be true, false, a hop count/);
    }
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/hp-trust-proxy-spec', TRUST_PROXY: '10.0.0.0/40' })).toThrow(
      /^TRUST_PROXY must be/,
    );
  });
});
