import { ConfigError, loadConfig } from './app-config';

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/hp-site-time-zone-spec' };

describe('SITE_TIME_ZONE', () => {
  it('is Asia/Manila unless set, and takes any IANA zone name', () => {
    expect(loadConfig(base).timeZone).toBe('Asia/Manila');
    expect(loadConfig({ ...base, SITE_TIME_ZONE: '' }).timeZone).toBe('Asia/Manila');
    expect(loadConfig({ ...base, SITE_TIME_ZONE: 'America/New_York' }).timeZone).toBe('America/New_York');
  });

  it('stops the boot with one line naming the variable on a name Intl does not know', () => {
    for (const bad of ['Manila', 'Asia/Manilla', 'PHT+8']) {
      const load = () => loadConfig({ ...base, SITE_TIME_ZONE: bad });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(
        new RegExp(`^SITE_TIME_ZONE must be an IANA time zone name such as Asia/Manila \\(got "${bad.replace('+', '\\+')}"\\)$`),
      );
    }
  });
});
